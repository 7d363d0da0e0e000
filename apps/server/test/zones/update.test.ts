import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { addZoneMember, createZone, signedIn, zoneRow, type Member } from '../support/community.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function ownedZone() {
  const owner = await signedIn(server);
  const zone = await createZone(owner, { name: 'Tea House', subdomain: 'tea-house', description: 'Tea' });
  return { owner, zone };
}

const update = (member: Member, id: string, body: Record<string, unknown>) =>
  member.client.call(api.zones.update, { params: { id }, body: body as never });

describe('PUT /zone/update/:id', () => {
  it('changes every field given and answers the zone', async () => {
    const { owner, zone } = await ownedZone();
    const res = await update(owner, zone.id, {
      name: 'Coffee House',
      subdomain: 'coffee-house',
      description: '',
      public: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...zone,
      name: 'Coffee House',
      subdomain: 'coffee-house',
      description: '',
      public: false,
    });
    expect(await zoneRow(server, zone.id)).toMatchObject({ name: 'Coffee House', subdomain: 'coffee-house' });
  });

  it('changes only what differs, and lets a MODERATOR edit (canEdit)', async () => {
    const { zone } = await ownedZone();
    const moderator = await signedIn(server);
    await addZoneMember(server, moderator.id, zone.id, 'MODERATOR');
    const res = await update(moderator, zone.id, { name: 'Tea House', description: 'Green tea' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Tea House', description: 'Green tea', subdomain: 'tea-house' });
  });

  it('answers FIELDS_FOR_UPDATES_NOT_SPECIFIED for an empty body', async () => {
    const { owner, zone } = await ownedZone();
    const res = await update(owner, zone.id, {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'FIELDS_FOR_UPDATES_NOT_SPECIFIED',
      error: 'Please specify the fields to update.',
    });
  });

  it('answers NO_CHANGES_DETECTED when nothing differs, and writes nothing', async () => {
    const { owner, zone } = await ownedZone();
    const before = await zoneRow(server, zone.id);
    const res = await update(owner, zone.id, { name: 'Tea House', subdomain: 'tea-house', public: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'NO_CHANGES_DETECTED', error: 'No changes detected.' });
    expect(await zoneRow(server, zone.id)).toEqual(before);
  });

  it.each([
    [{ name: '' }, ['Zone name is required']],
    [{ name: 'ab' }, ['Zone name must be at least 3 characters long']],
    [{ subdomain: 'a'.repeat(33) }, ['Zone address is too long']],
    [{ subdomain: 'bad_address' }, ['Not a valid zone address']],
    [{ description: 'x'.repeat(257) }, ['Description: Please enter up to 256 characters long']],
    [{ public: 'no' }, ['Public must be true or false']],
  ])('refuses %j with the rule messages and writes nothing', async (body, expected) => {
    const { owner, zone } = await ownedZone();
    const before = await zoneRow(server, zone.id);
    const res = await update(owner, zone.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await zoneRow(server, zone.id)).toEqual(before);
  });

  it('refuses an address that is reserved or taken by another zone', async () => {
    const { owner, zone } = await ownedZone();
    const other = await signedIn(server);
    await createZone(other, { subdomain: 'chess' });
    for (const subdomain of ['chess', 'www']) {
      const res = await update(owner, zone.id, { subdomain });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('ZONE_SUBDOMAIN_ALREADY_EXIST');
    }
    expect((await zoneRow(server, zone.id))!.subdomain).toBe('tea-house');
  });

  it('refuses a USER (no canEdit) and a non-member with NOT_AUTHORIZED, and hides a private zone', async () => {
    const { owner, zone } = await ownedZone();
    const [user, stranger] = [await signedIn(server), await signedIn(server)];
    await addZoneMember(server, user.id, zone.id);
    for (const caller of [user, stranger]) {
      const res = await update(caller, zone.id, { name: 'Hijacked' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'NOT_AUTHORIZED', error: 'You are not authorized.' });
    }
    await update(owner, zone.id, { public: false });
    const hidden = await update(stranger, zone.id, { name: 'Hijacked' });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('ZONE_NOT_FOUND');
    expect((await zoneRow(server, zone.id))!.name).toBe('Tea House');
  });

  it('answers 401 signed out and ZONE_NOT_FOUND for an unknown zone', async () => {
    const { owner, zone } = await ownedZone();
    const anonymous = await server
      .client()
      .call(api.zones.update, { params: { id: zone.id }, body: { name: 'X y z' } });
    expect(anonymous.status).toBe(401);
    const missing = await update(owner, '00000000-0000-4000-8000-000000000000', { name: 'Other' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('ZONE_NOT_FOUND');
  });
});
