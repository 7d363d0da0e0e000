import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { follow, insertChannel, insertZone, MISSING_ID, signedInUser } from '../support/channels.js';
import { insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

describe('GET /channel/users/list/:id', () => {
  it('pages the followers, earliest first, with their roles and a total of all', async () => {
    const owner = await signedInUser(server, 'Owner');
    const zone = await insertZone(server, owner.user);
    const channel = await insertChannel(server, zone.id, owner.user);
    for (let i = 0; i < 11; i++) {
      const { row } = await insertUser(server, { fullName: `Fan ${i}`, password: null });
      await follow(server, row, channel, i === 0 ? 'MODERATOR' : 'USER');
    }
    const viewer = await signedInUser(server, 'Viewer');
    const first = await viewer.client.call(api.channels.members, { params: { id: channel.id } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 12, limit: 10, skip: 0 });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]).toEqual({
      id: expect.any(String),
      user: { id: owner.user.id, fullName: 'Owner', userName: owner.user.user_name, displayPhoto: null },
      role: 'OWNER',
      createdOn: expect.any(String),
    });
    expect(first.body.data[1]).toMatchObject({ user: { fullName: 'Fan 0' }, role: 'MODERATOR' });
    expect(JSON.stringify(first.body)).not.toContain('@example.com');
    const rest = await viewer.client.call(api.channels.members, { params: { id: channel.id }, query: { skip: 10 } });
    expect(rest.body.data.map((m) => m.user.fullName)).toEqual(['Fan 9', 'Fan 10']);
    expect(rest.body).toMatchObject({ total: 12, skip: 10 });
  });

  it('hides the followers of channels the caller may not see', async () => {
    const owner = await signedInUser(server, 'Owner');
    const zone = await insertZone(server, owner.user);
    const hiddenZone = await insertZone(server, owner.user, { public: false });
    const privateChannel = await insertChannel(server, zone.id, owner.user, { public: false });
    const inHiddenZone = await insertChannel(server, hiddenZone.id, owner.user);
    const viewer = await signedInUser(server, 'Viewer');
    for (const id of [privateChannel.id, inHiddenZone.id, MISSING_ID]) {
      const res = await viewer.client.call(api.channels.members, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('CHANNEL_NOT_FOUND');
    }
    await follow(server, viewer.user, privateChannel);
    expect((await viewer.client.call(api.channels.members, { params: { id: privateChannel.id } })).status).toBe(200);
  });

  it.each([
    [{ limit: 0 }, ['This field must be bigger than or equal to 1']],
    [{ limit: 'ten' }, ['Limit must be a number']],
    [{ skip: -3 }, ['This field must be bigger than or equal to 0']],
  ])('refuses %j with the rule messages', async (query, expected) => {
    const owner = await signedInUser(server, 'Owner');
    const zone = await insertZone(server, owner.user);
    const channel = await insertChannel(server, zone.id, owner.user);
    const res = await owner.client.call(api.channels.members, { params: { id: channel.id }, query: query as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
  });

  it('answers NOT_SIGNED_IN when signed out', async () => {
    const res = await server.client().call(api.channels.members, { params: { id: MISSING_ID } });
    expect(res.status).toBe(401);
  });
});
