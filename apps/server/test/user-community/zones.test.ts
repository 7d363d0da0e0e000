import { api } from '@plaza/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addZoneMember, insertChannel, signedIn } from '../support/community.js';
import { insertZone, someone } from '../support/discovery.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

/** A user in a public zone (with a public and a private channel) and in a private zone. */
async function userWithZones() {
  const user = await someone(server, 'Target');
  const open = await insertZone(server, user.id, { name: 'Open', subdomain: 'open', description: 'All welcome' });
  await insertChannel(server, open.id, user.id);
  await insertChannel(server, open.id, user.id, { public: false });
  const closed = await insertZone(server, user.id, { name: 'Closed', subdomain: 'closed-club', public: false });
  return { user, open, closed };
}

describe('GET /user/zone/list/:id', () => {
  it("lists only the user's zones that the caller may see, with the caller's view of them", async () => {
    const me = await signedIn(server);
    const { user, open } = await userWithZones();

    const res = await me.client.call(api.userCommunity.zones, { params: { id: user.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          id: open.id,
          name: 'Open',
          subdomain: 'open',
          description: 'All welcome',
          public: true,
          displayPhoto: null,
          channelCount: 1,
          membersCount: 1,
          joined: false,
          createdOn: open.created_at.toISOString(),
        },
      ],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/closed/i);
  });

  it('shows a private zone to a caller who belongs to it too', async () => {
    const me = await signedIn(server);
    const { user, open, closed } = await userWithZones();
    await addZoneMember(server, me.id, closed.id);

    const res = await me.client.call(api.userCommunity.zones, { params: { id: user.id } });
    expect(res.body.data.map((z) => [z.id, z.joined, z.membersCount])).toEqual([
      [closed.id, true, 2],
      [open.id, false, 1],
    ]);
  });

  it("lists every zone of the caller's own, private ones included", async () => {
    const me = await signedIn(server);
    const mine = await insertZone(server, me.id, { name: 'Mine', public: false });
    const { open } = await userWithZones();
    await addZoneMember(server, me.id, open.id);
    const res = await me.client.call(api.userCommunity.zones, { params: { id: me.id } });
    expect(res.body.data.map((z) => z.id)).toEqual([mine.id, open.id]);
    expect(res.body.data.every((z) => z.joined)).toBe(true);
  });

  it('answers an empty list for a user in no zone', async () => {
    const me = await signedIn(server);
    const res = await me.client.call(api.userCommunity.zones, { params: { id: (await someone(server)).id } });
    expect(res.body).toEqual({ data: [] });
  });

  it('answers USER_NOT_FOUND for an unknown user and 400 for a malformed id', async () => {
    const me = await signedIn(server);
    const unknown = await me.client.call(api.userCommunity.zones, { params: { id: randomUUID() } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'USER_NOT_FOUND', error: 'User not found.' });
    const bad = await me.client.call(api.userCommunity.zones, { params: { id: '123' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: ['User id must be a valid id'] });
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    const { user } = await userWithZones();
    const res = await server.client().call(api.userCommunity.zones, { params: { id: user.id } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'NOT_SIGNED_IN' });
  });
});
