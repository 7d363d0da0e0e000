import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  addZoneMember,
  createZone,
  followChannel,
  insertChannel,
  signedIn,
  useStudioPlan,
} from '../support/community.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('GET /zone/detail/:id', () => {
  it('answers a public zone to anyone signed in, with counts and whether they joined', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(ada, { name: 'Chess', subdomain: 'chess' });
    await insertChannel(server, zone.id, ada.id);
    await insertChannel(server, zone.id, ada.id, { public: false });
    const res = await grace.client.call(api.zones.detail, { params: { id: zone.id } });
    expect(res.status).toBe(200);
    // A private channel is counted only for those who follow it.
    expect(res.body).toMatchObject({ id: zone.id, name: 'Chess', channelCount: 1, membersCount: 1, joined: false });
    const own = await ada.client.call(api.zones.detail, { params: { id: zone.id } });
    expect(own.body).toMatchObject({ channelCount: 2, membersCount: 1, joined: true });
  });

  it('answers ZONE_NOT_FOUND for a private zone to a non-member, exactly as for no zone at all', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(ada, { public: false });
    const hidden = await grace.client.call(api.zones.detail, { params: { id: zone.id } });
    const missing = await grace.client.call(api.zones.detail, { params: { id: UNKNOWN } });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    expect(hidden.body).toEqual({ statusCode: 404, message: 'ZONE_NOT_FOUND', error: 'Zone not found.' });
    await addZoneMember(server, grace.id, zone.id);
    expect((await grace.client.call(api.zones.detail, { params: { id: zone.id } })).status).toBe(200);
  });

  it('refuses a malformed id with 400 and a signed-out caller with 401', async () => {
    const ada = await signedIn(server);
    const bad = await ada.client.call(api.zones.detail, { params: { id: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Zone id must be a valid id']);
    const zone = await createZone(ada);
    const anonymous = await server.client().call(api.zones.detail, { params: { id: zone.id } });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /zone/search', () => {
  it('finds visible zones by name or address, ordered by name, 6 at a time with the total', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    await useStudioPlan(server, ada.id);
    for (const name of ['Tea B', 'Tea A', 'Tea C', 'Tea E', 'Tea D', 'Tea F', 'Tea G']) await createZone(ada, { name });
    await createZone(ada, { name: 'Coffee', subdomain: 'tea-lovers' });
    await createZone(ada, { name: 'Tea Secret', public: false });
    await createZone(ada, { name: 'Chess' });
    const first = await grace.client.call(api.zones.search, { query: { searchTerm: 'tea' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 8, limit: 6, skip: 0 });
    expect(first.body.data.map((z) => z.name)).toEqual(['Coffee', 'Tea A', 'Tea B', 'Tea C', 'Tea D', 'Tea E']);
    const second = await grace.client.call(api.zones.search, { query: { searchTerm: 'TEA', skip: 6 } });
    expect(second.body.data.map((z) => z.name)).toEqual(['Tea F', 'Tea G']);
    expect(second.body.total).toBe(8);
    // The owner also sees their private zone.
    const own = await ada.client.call(api.zones.search, { query: { searchTerm: 'secret' } });
    expect(own.body.data.map((z) => [z.name, z.joined])).toEqual([['Tea Secret', true]]);
  });

  it('lists every visible zone without a term, and matches % and _ literally', async () => {
    const ada = await signedIn(server);
    await createZone(ada, { name: '100% Tea' });
    await createZone(ada, { name: 'Tea_House' });
    await createZone(ada, { name: 'Teapot' });
    const all = await ada.client.call(api.zones.search, {});
    expect(all.body.total).toBe(3);
    const percent = await ada.client.call(api.zones.search, { query: { searchTerm: '%' } });
    expect(percent.body.data.map((z) => z.name)).toEqual(['100% Tea']);
    const underscore = await ada.client.call(api.zones.search, { query: { searchTerm: 'a_h' } });
    expect(underscore.body.data.map((z) => z.name)).toEqual(['Tea_House']);
  });

  it.each([
    [{ limit: 0 }, ['This field must be bigger than or equal to 1']],
    [{ limit: 101 }, ['This field must be smaller than or equal to 100']],
    [{ skip: -1 }, ['This field must be bigger than or equal to 0']],
    [{ searchTerm: 'x'.repeat(101) }, ['Search: Please enter up to 100 characters long']],
  ])('refuses %j with 400', async (query, expected) => {
    const ada = await signedIn(server);
    const res = await ada.client.call(api.zones.search, { query });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
  });

  it('answers 401 to a signed-out caller', async () => {
    expect((await server.client().call(api.zones.search, {})).status).toBe(401);
  });
});

describe('GET /user-zone/list', () => {
  it("lists the caller's zones with their role in each, in one reply", async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    const mine = await createZone(ada, { name: 'B mine' });
    const theirs = await createZone(grace, { name: 'A theirs', public: false });
    await addZoneMember(server, ada.id, theirs.id, 'MODERATOR');
    await createZone(grace, { name: 'C not mine' });
    const res = await ada.client.call(api.userZones.list);
    expect(res.status).toBe(200);
    expect(res.body.map((m) => [m.zone.name, m.zoneRole.roleCode, m.zone.joined, m.zone.membersCount])).toEqual([
      ['A theirs', 'MODERATOR', true, 2],
      ['B mine', 'OWNER', true, 1],
    ]);
    expect(res.body[1]!.zone.id).toBe(mine.id);
    expect(res.body[0]!.zoneRole).toMatchObject({ canCreateChannel: true, canDelete: false });
  });

  it('answers an empty list to a user without zones, and 401 signed out', async () => {
    const ada = await signedIn(server);
    expect((await ada.client.call(api.userZones.list)).body).toEqual([]);
    expect((await server.client().call(api.userZones.list)).status).toBe(401);
  });
});

describe('GET /zone/users/list/:id', () => {
  it('pages the members, owners first, with the total of all rows', async () => {
    const ada = await signedIn(server, { fullName: 'Ada' });
    const zone = await createZone(ada);
    const others = [];
    for (let i = 0; i < 4; i++) others.push(await signedIn(server, { fullName: `Member ${i}` }));
    for (const other of others) await addZoneMember(server, other.id, zone.id);
    await addZoneMember(server, others[3]!.id, zone.id, 'MODERATOR');
    const first = await others[0]!.client.call(api.zones.members, { params: { id: zone.id }, query: { limit: 2 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, limit: 2, skip: 0 });
    expect(first.body.data.map((m) => [m.user.fullName, m.role])).toEqual([
      ['Ada', 'OWNER'],
      ['Member 3', 'MODERATOR'],
    ]);
    expect(first.body.data[0]).toEqual({
      id: expect.any(String),
      user: { id: ada.id, fullName: 'Ada', userName: expect.any(String), displayPhoto: null },
      role: 'OWNER',
      createdOn: expect.any(String),
    });
    const last = await ada.client.call(api.zones.members, { params: { id: zone.id }, query: { limit: 2, skip: 4 } });
    expect(last.body.data).toHaveLength(1);
    const past = await ada.client.call(api.zones.members, { params: { id: zone.id }, query: { skip: 10 } });
    expect(past.body).toMatchObject({ data: [], total: 5, limit: 10, skip: 10 });
  });

  it('shows a public zone to anyone, hides a private one from non-members', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    const open = await createZone(ada);
    const closed = await createZone(ada, { public: false });
    expect((await grace.client.call(api.zones.members, { params: { id: open.id } })).status).toBe(200);
    const hidden = await grace.client.call(api.zones.members, { params: { id: closed.id } });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('ZONE_NOT_FOUND');
    expect((await server.client().call(api.zones.members, { params: { id: open.id } })).status).toBe(401);
  });

  it('refuses a bad page with 400', async () => {
    const ada = await signedIn(server);
    const zone = await createZone(ada);
    const res = await ada.client.call(api.zones.members, { params: { id: zone.id }, query: { limit: 'x' as never } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['Limit must be a number']);
  });
});

describe('channel counts', () => {
  it('count the private channels a member follows, not the others', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(ada);
    const secret = await insertChannel(server, zone.id, ada.id, { public: false });
    await followChannel(server, grace.id, secret.id);
    const res = await grace.client.call(api.zones.detail, { params: { id: zone.id } });
    expect(res.body.channelCount).toBe(1);
  });
});
