import { DEFAULT_ZONE_PERMISSIONS, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { countRows, createZone, signedIn, zoneRoleOf } from '../support/community.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'İstanbul Çay Evi',
  subdomain: 'istanbul-cay-evi',
  description: 'Tea and talk',
  public: true,
  ...overrides,
});

describe('POST /zone/create', () => {
  it('creates the zone with its three roles and the creator as OWNER, and answers the membership', async () => {
    const ada = await signedIn(server);
    const res = await ada.client.call(api.zones.create, { body: body() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      createdOn: expect.any(String),
      // Its only owner cannot leave it.
      canLeave: false,
      zone: {
        id: expect.any(String),
        name: 'İstanbul Çay Evi',
        subdomain: 'istanbul-cay-evi',
        description: 'Tea and talk',
        public: true,
        displayPhoto: null,
        channelCount: 0,
        membersCount: 1,
        joined: true,
        createdOn: expect.any(String),
      },
      zoneRole: { id: expect.any(String), roleCode: 'OWNER', ...DEFAULT_ZONE_PERMISSIONS.OWNER },
    });
    const zoneId = res.body.zone.id;
    expect(await zoneRoleOf(server, ada.id, zoneId)).toBe('OWNER');
    const roles = await server.db.selectFrom('zone_roles').select('role_code').where('zone_id', '=', zoneId).execute();
    expect(roles.map((r) => r.role_code).sort()).toEqual(['MODERATOR', 'OWNER', 'USER']);
    const row = await server.db.selectFrom('zones').selectAll().where('id', '=', zoneId).executeTakeFirstOrThrow();
    expect(row.created_by).toBe(ada.id);
  });

  it('keeps line breaks in the description, which may span lines', async () => {
    const ada = await signedIn(server);
    const res = await ada.client.call(api.zones.create, { body: body({ description: 'Tea\r\nand\ttalk' }) });
    expect(res.status).toBe(200);
    expect(res.body.zone.description).toBe('Tea\r\nand\ttalk');
  });

  it('defaults description to empty and public to true', async () => {
    const ada = await signedIn(server);
    const res = await ada.client.call(api.zones.create, { body: { name: 'Chess', subdomain: 'chess' } });
    expect(res.status).toBe(200);
    expect(res.body.zone).toMatchObject({ description: '', public: true });
  });

  it.each([
    [{ name: undefined, subdomain: undefined }, ['Zone name is required', 'Zone address is required']],
    [{ name: 'ab' }, ['Zone name must be at least 3 characters long']],
    [{ name: 'x'.repeat(33) }, ['Zone name: Please enter up to 32 characters long']],
    [{ subdomain: 'ab' }, ['Zone address must be at least 3 characters long']],
    [{ subdomain: 'a'.repeat(33) }, ['Zone address is too long']],
    [{ subdomain: '-tea' }, ['Not a valid zone address']],
    [{ subdomain: 'tea-' }, ['Not a valid zone address']],
    [{ subdomain: 'Tea' }, ['Not a valid zone address']],
    [{ subdomain: 'tea house' }, ['Not a valid zone address']],
    [{ description: 'x'.repeat(257) }, ['Description: Please enter up to 256 characters long']],
    [{ public: 'yes' }, ['Public must be true or false']],
    // PostgreSQL cannot store NUL: this was a 500.
    [{ name: 'Tea\u0000house' }, ['Zone name contains characters that are not allowed']],
    [{ name: 'Tea\u001bhouse' }, ['Zone name contains characters that are not allowed']],
    [{ name: 'Tea\nhouse' }, ['Zone name contains characters that are not allowed']],
    [{ description: 'Tea\ud800' }, ['Description contains characters that are not allowed']],
  ])('refuses %j with the rule messages and writes nothing', async (overrides, expected) => {
    const ada = await signedIn(server);
    const res = await ada.client.call(api.zones.create, { body: body(overrides) as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await countRows(server, 'zones')).toBe(0);
  });

  it.each(['www', 'api', 'admin', 'mail'])('refuses the reserved address %s', async (subdomain) => {
    const ada = await signedIn(server);
    const res = await ada.client.call(api.zones.create, { body: body({ subdomain }) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'ZONE_SUBDOMAIN_ALREADY_EXIST',
      error: 'This zone address is already taken.',
    });
    expect(await countRows(server, 'zones')).toBe(0);
  });

  it('refuses a taken address, whatever its case in the database, and writes nothing', async () => {
    const ada = await signedIn(server);
    await createZone(ada, { subdomain: 'tea-house' });
    await server.db.updateTable('zones').set({ subdomain: 'TEA-HOUSE' }).execute();
    const grace = await signedIn(server);
    const res = await grace.client.call(api.zones.create, { body: body({ subdomain: 'tea-house' }) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('ZONE_SUBDOMAIN_ALREADY_EXIST');
    expect(await countRows(server, 'zones')).toBe(1);
    expect(await countRows(server, 'user_zones')).toBe(1);
  });

  it('lets exactly one of two simultaneous claims of an address win', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    const results = await Promise.all(
      [ada, grace].map((m) => m.client.call(api.zones.create, { body: body({ subdomain: 'racing' }) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await countRows(server, 'zones')).toBe(1);
  });

  it('answers INSUFFICIENT_MEMBERSHIP past the plan limit and writes nothing', async () => {
    const ada = await signedIn(server);
    for (let i = 0; i < 3; i++) await createZone(ada);
    const res = await ada.client.call(api.zones.create, { body: body() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      message: 'INSUFFICIENT_MEMBERSHIP',
      error: 'Your membership is insufficient... Please upgrade your membership to continue.',
    });
    expect(await countRows(server, 'zones')).toBe(3);
  });

  it('answers NOT_SIGNED_IN to a signed-out caller and writes nothing', async () => {
    await signedIn(server);
    const res = await server.client().call(api.zones.create, { body: body() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
    expect(await countRows(server, 'zones')).toBe(0);
  });
});
