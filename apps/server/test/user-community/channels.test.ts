import { api } from '@plaza/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { followChannel, insertChannel, signedIn } from '../support/community.js';
import { insertZone } from '../support/discovery.js';
import { insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

/** A user who follows a public channel, a private channel and a public channel of a private zone. */
async function userWithChannels() {
  const { row: user } = await insertUser(server, { fullName: 'Target', password: null });
  const open = await insertZone(server, user.id, { name: 'Open', subdomain: 'open' });
  const openChannel = await insertChannel(server, open.id, user.id, { name: 'A open channel' });
  const privateChannel = await insertChannel(server, open.id, user.id, { name: 'B private channel', public: false });
  const closed = await insertZone(server, user.id, { name: 'Closed', subdomain: 'closed', public: false });
  const closedChannel = await insertChannel(server, closed.id, user.id, { name: 'C closed zone channel' });
  return { user, open, openChannel, privateChannel, closed, closedChannel };
}

describe('GET /user/channel/list/:id', () => {
  it("lists only the user's channels that the caller may see, with the caller's joined flag", async () => {
    const me = await signedIn(server);
    const { user, open, openChannel } = await userWithChannels();

    const res = await me.client.call(api.userCommunity.channels, { params: { id: user.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          id: openChannel.id,
          name: 'A open channel',
          description: '',
          public: true,
          zoneId: open.id,
          displayPhoto: null,
          backgroundPhoto: null,
          zone_subdomain: 'open',
          zone: { id: open.id, name: 'Open', subdomain: 'open' },
          followersCount: 1,
          joined: false,
          createdOn: openChannel.created_at.toISOString(),
        },
      ],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/private channel|closed/i);
  });

  it('shows a private channel, or a channel of a private zone, to a caller who belongs to it too', async () => {
    const me = await signedIn(server);
    const { user, openChannel, privateChannel, closedChannel } = await userWithChannels();
    await followChannel(server, me.id, privateChannel.id);
    await followChannel(server, me.id, closedChannel.id);

    const res = await me.client.call(api.userCommunity.channels, { params: { id: user.id } });
    expect(res.body.data.map((c) => [c.id, c.joined, c.followersCount])).toEqual([
      [openChannel.id, false, 1],
      [privateChannel.id, true, 2],
      [closedChannel.id, true, 2],
    ]);
  });

  it('lists every channel the caller follows on their own profile, private ones included', async () => {
    const { openChannel, privateChannel, closedChannel } = await userWithChannels();
    const me = await signedIn(server);
    for (const channel of [openChannel, privateChannel, closedChannel]) await followChannel(server, me.id, channel.id);
    const own = await me.client.call(api.userCommunity.channels, { params: { id: me.id } });
    expect(own.body.data.map((c) => c.id)).toEqual([openChannel.id, privateChannel.id, closedChannel.id]);
    expect(own.body.data.every((c) => c.joined)).toBe(true);
  });

  it('answers an empty list for a user who follows nothing', async () => {
    const me = await signedIn(server);
    const { row } = await insertUser(server, { password: null });
    const res = await me.client.call(api.userCommunity.channels, { params: { id: row.id } });
    expect(res.body).toEqual({ data: [] });
  });

  it('answers USER_NOT_FOUND for an unknown user and 400 for a malformed id', async () => {
    const me = await signedIn(server);
    const unknown = await me.client.call(api.userCommunity.channels, { params: { id: randomUUID() } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'USER_NOT_FOUND', error: 'User not found.' });
    const bad = await me.client.call(api.userCommunity.channels, { params: { id: 'not-an-id' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: ['User id must be a valid id'] });
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    const { user } = await userWithChannels();
    const res = await server.client().call(api.userCommunity.channels, { params: { id: user.id } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'NOT_SIGNED_IN' });
  });
});
