import { API_VERSION, OPENAPI_PATH, SUBDOMAIN_HEADER, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { addZoneMember, createZone, signedIn } from '../support/community.js';
import { TEST_APP_URL, useTestServer } from '../support/server.js';

const server = useTestServer();

const site = (subdomain: string) => ({ headers: { [SUBDOMAIN_HEADER]: subdomain } });
const REFUSED = {
  statusCode: 403,
  message: 'UNAUTHORIZED_SUBDOMAIN',
  error: "Couldn't find zone with this subdomain.",
};

describe('App-Subdomain', () => {
  it('answers UNAUTHORIZED_SUBDOMAIN for an unknown zone, signed in or not', async () => {
    const ada = await signedIn(server);
    for (const client of [ada.client, server.client()]) {
      const res = await client.call(api.auth.retrieve, {}, site('nowhere'));
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
    const search = await ada.client.call(api.zones.search, {}, site('nowhere'));
    expect(search.body).toEqual(REFUSED);
  });

  it('still answers the open calls: health, OpenAPI, app config, photos and sign-out', async () => {
    const ada = await signedIn(server);
    const headers = site('nowhere');
    expect((await ada.client.call(api.health.check, {}, headers)).status).toBe(200);
    expect((await ada.client.fetch(`/${API_VERSION}${OPENAPI_PATH}`, headers)).status).toBe(200);
    const config = await ada.client.call(api.system.config, {}, headers);
    expect(config.body).toEqual({ appUrl: TEST_APP_URL });
    const photo = await ada.client.fetch(`/${API_VERSION}/zone/display-photo/${'a'.repeat(32)}.webp`, headers);
    expect(photo.body).toMatchObject({ message: 'ROUTE_NOT_FOUND' });
    expect((await ada.client.call(api.auth.logout, {}, headers)).status).toBe(200);
  });

  it('refuses a signed-in non-member on a private zone site, and lets a member through', async () => {
    const [owner, grace] = [await signedIn(server), await signedIn(server)];
    await createZone(owner, { subdomain: 'secret-tea', public: false });
    expect((await grace.client.call(api.auth.retrieve, {}, site('secret-tea'))).body).toEqual(REFUSED);
    expect((await grace.client.call(api.zones.current, {}, site('secret-tea'))).body).toEqual(REFUSED);
    const own = await owner.client.call(api.auth.retrieve, {}, site('secret-tea'));
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(owner.id);
  });

  it('lets a signed-out visitor of a private zone site reach sign-in', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner, { subdomain: 'secret-tea', public: false });
    const visitor = server.client();
    const anonymous = await visitor.call(api.auth.retrieve, {}, site('secret-tea'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('NOT_SIGNED_IN');
    const member = await signedIn(server);
    await addZoneMember(server, member.id, zone.id);
    expect((await member.client.call(api.zones.current, {}, site('secret-tea'))).status).toBe(200);
  });

  it('lets anyone signed in use a public zone site', async () => {
    const [owner, grace] = [await signedIn(server), await signedIn(server)];
    await createZone(owner, { subdomain: 'open-tea' });
    expect((await grace.client.call(api.auth.retrieve, {}, site('open-tea'))).status).toBe(200);
  });
});

describe('GET /zone/current', () => {
  it('answers the zone of the App-Subdomain header, matched case-insensitively', async () => {
    const [owner, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(owner, { name: 'Open Tea', subdomain: 'open-tea' });
    const res = await grace.client.call(api.zones.current, {}, site('Open-Tea'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...zone, joined: false });
    const own = await owner.client.call(api.zones.current, {}, site('open-tea'));
    expect(own.body).toEqual(zone);
  });

  it('answers UNAUTHORIZED_SUBDOMAIN without the header, and 401 signed out', async () => {
    const owner = await signedIn(server);
    await createZone(owner, { subdomain: 'open-tea' });
    expect((await owner.client.call(api.zones.current)).body).toEqual(REFUSED);
    expect((await server.client().call(api.zones.current, {}, site('open-tea'))).status).toBe(401);
  });
});

describe('GET /app/config', () => {
  it("answers the product's public origin to anyone", async () => {
    const res = await server.client().call(api.system.config);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ appUrl: TEST_APP_URL });
  });
});
