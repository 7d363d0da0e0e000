import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { follow, insertChannel, insertZone, MISSING_ID, roleOf, signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

/** A follower of two channels in zone A (one private) and one in zone B, plus a channel they do not follow. */
async function follower() {
  const owner = await signedInUser(server, 'Owner');
  const a = await insertZone(server, owner.user);
  const b = await insertZone(server, owner.user);
  const me = await signedInUser(server, 'Me');
  const channels = {
    a1: await insertChannel(server, a.id, owner.user, { name: 'A one' }),
    a2: await insertChannel(server, a.id, owner.user, { name: 'A two', public: false }),
    b1: await insertChannel(server, b.id, owner.user, { name: 'B one' }),
    unfollowed: await insertChannel(server, b.id, owner.user, { name: 'B other' }),
  };
  await follow(server, me.user, channels.a1, 'MODERATOR');
  await follow(server, me.user, channels.a2);
  await follow(server, me.user, channels.b1);
  return { owner, a, b, me, channels };
}

describe('GET /user-channel/list and /user-channel/list/all', () => {
  it('lists every followed channel with the role held in each, by name', async () => {
    const { me, a } = await follower();
    for (const endpoint of [api.userChannels.list, api.userChannels.listAll]) {
      const res = await me.client.call(endpoint);
      expect(res.status).toBe(200);
      expect(res.body.map((m) => [m.channel.name, m.channelRole.roleCode])).toEqual([
        ['A one', 'MODERATOR'],
        ['A two', 'USER'],
        ['B one', 'USER'],
      ]);
      expect(res.body[0]).toMatchObject({
        channel: { joined: true, followersCount: 2, zone: { id: a.id, subdomain: a.subdomain } },
        channelRole: { canEdit: true, canManageRole: true, canDelete: false },
        livePostCount: 0,
        unseenPostCount: 0,
      });
    }
  });

  it('lists only the channels of the zone site the call comes from; list/all ignores the site', async () => {
    const { me, a } = await follower();
    const headers = { 'App-Subdomain': a.subdomain };
    const inZone = await me.client.call(api.userChannels.list, {}, { headers });
    expect(inZone.status).toBe(200);
    expect(inZone.body.map((m) => m.channel.name)).toEqual(['A one', 'A two']);
    const all = await me.client.call(api.userChannels.listAll, {}, { headers });
    expect(all.body).toHaveLength(3);
  });

  it('answers an empty list to someone who follows nothing, and 401 when signed out', async () => {
    const { client } = await signedInUser(server, 'Nobody');
    expect((await client.call(api.userChannels.list)).body).toEqual([]);
    expect((await server.client().call(api.userChannels.listAll)).status).toBe(401);
  });
});

describe('DELETE /user-channel/remove/:id', () => {
  it('unfollows by membership id and keeps the zone membership', async () => {
    const { me, channels, a } = await follower();
    const list = await me.client.call(api.userChannels.listAll);
    const membership = list.body.find((m) => m.channel.id === channels.a1.id)!;
    const res = await me.client.call(api.userChannels.unfollow, { params: { id: membership.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await roleOf(server, me.user.id, channels.a1.id)).toBeUndefined();
    const zoneRow = await server.db
      .selectFrom('user_zones')
      .select('id')
      .where('user_id', '=', me.user.id)
      .where('zone_id', '=', a.id)
      .executeTakeFirst();
    expect(zoneRow).toBeDefined();
  });

  it("answers CHANNEL_NOT_FOUND for someone else's membership or an unknown id, and removes nothing", async () => {
    const { owner, me, channels } = await follower();
    const mine = (await me.client.call(api.userChannels.listAll)).body[0]!;
    for (const id of [mine.id, MISSING_ID]) {
      const res = await owner.client.call(api.userChannels.unfollow, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('CHANNEL_NOT_FOUND');
    }
    expect(await roleOf(server, me.user.id, channels.a1.id)).toBe('MODERATOR');
  });

  it('answers OWNER_NOT_EXIST to the last owner, and lets an owner go once another exists', async () => {
    const { owner, me, channels } = await follower();
    const ownerships = (await owner.client.call(api.userChannels.listAll)).body;
    const a1 = ownerships.find((m) => m.channel.id === channels.a1.id)!;
    // The list says beforehand what the call will answer, for the menus to offer only what works.
    expect(a1.canLeave).toBe(false);
    expect((await me.client.call(api.userChannels.listAll)).body.every((m) => m.canLeave)).toBe(true);
    const refused = await owner.client.call(api.userChannels.unfollow, { params: { id: a1.id } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'OWNER_NOT_EXIST', error: 'The last owner cannot be deleted!' });
    expect(await roleOf(server, owner.user.id, channels.a1.id)).toBe('OWNER');
    await owner.client.call(api.channels.changeRole, {
      params: { id: channels.a1.id },
      body: { userId: me.user.id, channelRoleCode: 'OWNER' },
    });
    const listed = async (member: typeof me) =>
      (await member.client.call(api.userChannels.listAll)).body.find((m) => m.channel.id === channels.a1.id);
    expect((await listed(owner))?.canLeave).toBe(true);
    expect((await listed(me))?.canLeave).toBe(true);
    expect((await owner.client.call(api.userChannels.unfollow, { params: { id: a1.id } })).status).toBe(200);
    expect((await listed(me))?.canLeave).toBe(false);
  });

  it('answers 400 for a malformed id and 401 when signed out', async () => {
    const { me } = await follower();
    const bad = await me.client.call(api.userChannels.unfollow, { params: { id: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Membership id must be a valid id']);
    expect((await server.client().call(api.userChannels.unfollow, { params: { id: MISSING_ID } })).status).toBe(401);
  });
});
