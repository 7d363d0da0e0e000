import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { addZoneMember, insertChannel, insertZone, MISSING_ID, roleOf, signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function zoneRole(userId: string, zoneId: string) {
  const row = await server.db
    .selectFrom('user_zones as uz')
    .innerJoin('zone_roles as r', 'r.id', 'uz.zone_role_id')
    .select('r.role_code')
    .where('uz.user_id', '=', userId)
    .where('uz.zone_id', '=', zoneId)
    .executeTakeFirst();
  return row?.role_code;
}

async function setting(zoneOpts: { public?: boolean } = {}, channelOpts: { public?: boolean } = {}) {
  const { user: owner } = await signedInUser(server, 'Owner');
  const zone = await insertZone(server, owner, zoneOpts);
  const channel = await insertChannel(server, zone.id, owner, channelOpts);
  const { client, user } = await signedInUser(server, 'Joiner');
  return { owner, zone, channel, client, user };
}

describe('POST /channel/join/:id', () => {
  it('follows a public channel as USER and joins its zone as USER, answering the membership', async () => {
    const { zone, channel, client, user } = await setting();
    const res = await client.call(api.channels.join, { params: { id: channel.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      channel: { id: channel.id, followersCount: 2, joined: true, zone_subdomain: zone.subdomain },
      channelRole: { roleCode: 'USER', canInvite: true, canDelete: false, canEdit: false, canManageRole: false },
      livePostCount: 0,
      unseenPostCount: 0,
    });
    expect(await roleOf(server, user.id, channel.id)).toBe('USER');
    expect(await zoneRole(user.id, zone.id)).toBe('USER');
  });

  it('keeps the role the user already holds in the zone', async () => {
    const { zone, channel, client, user } = await setting();
    await addZoneMember(server, user, zone.id, 'MODERATOR');
    expect((await client.call(api.channels.join, { params: { id: channel.id } })).status).toBe(200);
    expect(await zoneRole(user.id, zone.id)).toBe('MODERATOR');
  });

  it('lets a member of a private zone follow its public channels', async () => {
    const { zone, channel, client, user } = await setting({ public: false });
    await addZoneMember(server, user, zone.id);
    expect((await client.call(api.channels.join, { params: { id: channel.id } })).status).toBe(200);
  });

  it('answers USER_ALREADY_MEMBER_OF_CHANNEL to a follower', async () => {
    const { channel, client } = await setting();
    await client.call(api.channels.join, { params: { id: channel.id } });
    const again = await client.call(api.channels.join, { params: { id: channel.id } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'USER_ALREADY_MEMBER_OF_CHANNEL',
      error: 'This user is already a member of the channel.',
    });
  });

  it.each([
    ['a private channel', {}, { public: false }, false],
    ['a public channel of a private zone', { public: false }, {}, false],
    ['a private channel, even to a zone member', {}, { public: false }, true],
  ])('answers CHANNEL_NOT_FOUND for %s and writes nothing', async (_name, zoneOpts, channelOpts, inZone) => {
    const { zone, channel, client, user } = await setting(zoneOpts, channelOpts);
    if (inZone) await addZoneMember(server, user, zone.id);
    const res = await client.call(api.channels.join, { params: { id: channel.id } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'CHANNEL_NOT_FOUND', error: 'Channel not found.' });
    expect(await roleOf(server, user.id, channel.id)).toBeUndefined();
    expect(await zoneRole(user.id, zone.id)).toBe(inZone ? 'USER' : undefined);
  });

  it('answers CHANNEL_NOT_FOUND for an unknown channel and 400 for a malformed id', async () => {
    const { client } = await signedInUser(server);
    const missing = await client.call(api.channels.join, { params: { id: MISSING_ID } });
    expect(missing.status).toBe(404);
    const bad = await client.call(api.channels.join, { params: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Channel id must be a valid id']);
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    const { channel } = await setting();
    const res = await server.client().call(api.channels.join, { params: { id: channel.id } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
    const count = await server.db.selectFrom('user_channels').select('id').execute();
    expect(count).toHaveLength(1);
  });
});
