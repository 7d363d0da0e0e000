import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { addZoneMember, follow, insertChannel, insertZone, MISSING_ID, signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

/** A public zone and a private one, each with a public and a private channel, and a viewer. */
async function world() {
  const { user: owner } = await signedInUser(server, 'Owner');
  const open = await insertZone(server, owner);
  const closed = await insertZone(server, owner, { public: false });
  const channels = {
    openPublic: await insertChannel(server, open.id, owner, { name: 'Tea open' }),
    openPrivate: await insertChannel(server, open.id, owner, { name: 'Tea secret', public: false }),
    closedPublic: await insertChannel(server, closed.id, owner, { name: 'Tea closed zone' }),
    closedPrivate: await insertChannel(server, closed.id, owner, { name: 'Tea closed secret', public: false }),
  };
  const viewer = await signedInUser(server, 'Viewer');
  return { owner, open, closed, channels, ...viewer };
}

const names = (data: { name: string }[]) => data.map((c) => c.name);

describe('GET /channel/search', () => {
  it('finds only what the caller may see, ordered by name, with the caller-specific fields', async () => {
    const { client, channels, user, open } = await world();
    await follow(server, user, channels.openPublic);
    const res = await client.call(api.channels.search, { query: { searchTerm: 'tea' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, limit: 6, skip: 0 });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: channels.openPublic.id,
        name: 'Tea open',
        joined: true,
        followersCount: 2,
        zone: { id: open.id, name: open.name, subdomain: open.subdomain },
        zone_subdomain: open.subdomain,
      }),
    ]);
  });

  it('shows a private zone’s public channels to its members, and private channels to their followers', async () => {
    const { client, channels, user, closed } = await world();
    await addZoneMember(server, user, closed.id);
    await follow(server, user, channels.openPrivate);
    const res = await client.call(api.channels.search, { query: { searchTerm: 'Tea' } });
    expect(names(res.body.data)).toEqual(['Tea closed zone', 'Tea open', 'Tea secret']);
    expect(res.body.data.map((c) => c.joined)).toEqual([false, false, true]);
  });

  it('pages with a total of every match, 6 at a time by default', async () => {
    const { user: owner } = await signedInUser(server, 'Owner');
    const zone = await insertZone(server, owner);
    for (let i = 0; i < 8; i++) await insertChannel(server, zone.id, owner, { name: `Room ${i}` });
    const { client } = await signedInUser(server, 'Viewer');
    const first = await client.call(api.channels.search, { query: { searchTerm: 'room' } });
    expect(first.body).toMatchObject({ total: 8, limit: 6, skip: 0 });
    expect(names(first.body.data)).toEqual(['Room 0', 'Room 1', 'Room 2', 'Room 3', 'Room 4', 'Room 5']);
    const second = await client.call(api.channels.search, { query: { searchTerm: 'room', skip: 6 } });
    expect(second.body).toMatchObject({ total: 8, skip: 6 });
    expect(names(second.body.data)).toEqual(['Room 6', 'Room 7']);
    const past = await client.call(api.channels.search, { query: { skip: 20, limit: 2 } });
    expect(past.body).toEqual({ data: [], total: 8, limit: 2, skip: 20 });
  });

  it('treats % and _ in the term as plain characters', async () => {
    const { user: owner } = await signedInUser(server, 'Owner');
    const zone = await insertZone(server, owner);
    await insertChannel(server, zone.id, owner, { name: '100% tea' });
    await insertChannel(server, zone.id, owner, { name: '100 teas' });
    await insertChannel(server, zone.id, owner, { name: 'tea_time' });
    await insertChannel(server, zone.id, owner, { name: 'teaXtime' });
    const { client } = await signedInUser(server, 'Viewer');
    const percent = await client.call(api.channels.search, { query: { searchTerm: '0%' } });
    expect(names(percent.body.data)).toEqual(['100% tea']);
    const underscore = await client.call(api.channels.search, { query: { searchTerm: 'a_t' } });
    expect(names(underscore.body.data)).toEqual(['tea_time']);
  });

  it('limits to query.zoneId, and otherwise to the zone site the call comes from (App-Subdomain)', async () => {
    const { user: owner } = await signedInUser(server, 'Owner');
    const a = await insertZone(server, owner);
    const b = await insertZone(server, owner);
    await insertChannel(server, a.id, owner, { name: 'In A' });
    await insertChannel(server, b.id, owner, { name: 'In B' });
    const { client } = await signedInUser(server, 'Viewer');
    expect(names((await client.call(api.channels.search, { query: {} })).body.data)).toEqual(['In A', 'In B']);
    const byQuery = await client.call(api.channels.search, { query: { zoneId: b.id } });
    expect(names(byQuery.body.data)).toEqual(['In B']);
    const bySite = await client.call(api.channels.search, { query: {} }, { headers: { 'App-Subdomain': a.subdomain } });
    expect(bySite.status).toBe(200);
    expect(names(bySite.body.data)).toEqual(['In A']);
  });

  it.each([
    [{ limit: 0 }, ['This field must be bigger than or equal to 1']],
    [{ limit: 101 }, ['This field must be smaller than or equal to 100']],
    [{ skip: -1 }, ['This field must be bigger than or equal to 0']],
    [{ zoneId: 'zone' }, ['Zone id must be a valid id']],
    [{ searchTerm: 'x'.repeat(101) }, ['Search: Please enter up to 100 characters long']],
  ])('refuses %j with the rule messages', async (query, expected) => {
    const { client } = await signedInUser(server);
    const res = await client.call(api.channels.search, { query: query as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    const res = await server.client().call(api.channels.search, { query: {} });
    expect(res.status).toBe(401);
  });
});

describe('GET /channel/detail/:id', () => {
  it('answers a visible channel', async () => {
    const { client, channels, open } = await world();
    const res = await client.call(api.channels.detail, { params: { id: channels.openPublic.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: channels.openPublic.id, zoneId: open.id, joined: false, followersCount: 1 });
  });

  it('answers CHANNEL_NOT_FOUND for private channels and channels of private zones, as for unknown ones', async () => {
    const { client, channels } = await world();
    for (const id of [channels.openPrivate.id, channels.closedPublic.id, channels.closedPrivate.id, MISSING_ID]) {
      const res = await client.call(api.channels.detail, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'CHANNEL_NOT_FOUND', error: 'Channel not found.' });
    }
  });

  it('answers 400 for a malformed id and 401 when signed out', async () => {
    const { client, channels } = await world();
    expect((await client.call(api.channels.detail, { params: { id: '12' } })).status).toBe(400);
    const out = await server.client().call(api.channels.detail, { params: { id: channels.openPublic.id } });
    expect(out.status).toBe(401);
  });
});
