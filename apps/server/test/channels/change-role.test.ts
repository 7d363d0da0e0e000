import { api, type RoleCode } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  channelState,
  follow,
  insertChannel,
  insertZone,
  MISSING_ID,
  roleOf,
  signedInUser,
} from '../support/channels.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

/** A channel with its owner, a moderator and a plain follower. */
async function team() {
  const owner = await signedInUser(server, 'Owner');
  const zone = await insertZone(server, owner.user);
  const channel = await insertChannel(server, zone.id, owner.user);
  const mod = await signedInUser(server, 'Mod');
  await follow(server, mod.user, channel, 'MODERATOR');
  const user = await signedInUser(server, 'Plain User');
  await follow(server, user.user, channel, 'USER');
  return { owner, zone, channel, mod, user };
}

const change = (id: string, userId: string, channelRoleCode: RoleCode) => ({
  params: { id },
  body: { userId, channelRoleCode },
});

describe('PUT /channel/role/change/:id', () => {
  it("changes a follower's role and answers their member row", async () => {
    const { owner, channel, user } = await team();
    const res = await owner.client.call(api.channels.changeRole, change(channel.id, user.user.id, 'MODERATOR'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      user: { id: user.user.id, fullName: 'Plain User', userName: user.user.user_name, displayPhoto: null },
      role: 'MODERATOR',
      createdOn: expect.any(String),
    });
    expect(await roleOf(server, user.user.id, channel.id)).toBe('MODERATOR');
  });

  it('lets a MODERATOR move followers between roles ranked below its own, never to or from its rank', async () => {
    const { owner, mod, channel, user } = await team();
    const peer = await signedInUser(server, 'Peer');
    await follow(server, peer.user, channel, 'MODERATOR');
    const created = await mod.client.call(api.channels.createRole, {
      params: { id: channel.id },
      body: { roleCode: 'EDITOR', permissions: { canEdit: true } },
    });
    expect(created.status).toBe(200);
    expect((await mod.client.call(api.channels.changeRole, change(channel.id, user.user.id, 'EDITOR'))).status).toBe(
      200,
    );
    expect((await mod.client.call(api.channels.changeRole, change(channel.id, user.user.id, 'USER'))).status).toBe(200);
    const before = await channelState(server, channel.id);
    for (const [userId, code] of [
      [user.user.id, 'MODERATOR'],
      [peer.user.id, 'USER'],
      [mod.user.id, 'USER'],
      [owner.user.id, 'EDITOR'],
    ] as const) {
      const res = await mod.client.call(api.channels.changeRole, change(channel.id, userId, code));
      expect([res.status, res.body.message], code).toEqual([403, 'NOT_AUTHORIZED']);
    }
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it('lets only an OWNER grant OWNER or change an OWNER', async () => {
    const { owner, mod, channel, user } = await team();
    const before = await channelState(server, channel.id);
    for (const [userId, code] of [
      [user.user.id, 'OWNER'],
      [owner.user.id, 'USER'],
      [owner.user.id, 'MODERATOR'],
    ] as const) {
      const res = await mod.client.call(api.channels.changeRole, change(channel.id, userId, code));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('NOT_AUTHORIZED');
    }
    expect(await channelState(server, channel.id)).toEqual(before);
    const granted = await owner.client.call(api.channels.changeRole, change(channel.id, user.user.id, 'OWNER'));
    expect(granted.status).toBe(200);
    // With a second owner, the first may step down.
    const down = await user.client.call(api.channels.changeRole, change(channel.id, owner.user.id, 'USER'));
    expect(down.status).toBe(200);
    expect(await roleOf(server, owner.user.id, channel.id)).toBe('USER');
  });

  it('answers OWNER_NOT_EXIST when the last owner would be demoted, even by themself', async () => {
    const { owner, channel } = await team();
    const before = await channelState(server, channel.id);
    const res = await owner.client.call(api.channels.changeRole, change(channel.id, owner.user.id, 'MODERATOR'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'OWNER_NOT_EXIST', error: 'The last owner cannot be deleted!' });
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it('answers USER_ROLE_EXIST when the follower already has the role', async () => {
    const { owner, channel, mod } = await team();
    const res = await owner.client.call(api.channels.changeRole, change(channel.id, mod.user.id, 'MODERATOR'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'USER_ROLE_EXIST', error: 'The user already has this role.' });
  });

  it('answers USER_NOT_FOUND for someone who does not follow the channel, or does not exist', async () => {
    const { owner, channel } = await team();
    const outsider = await signedInUser(server, 'Outsider');
    for (const userId of [outsider.user.id, MISSING_ID]) {
      const res = await owner.client.call(api.channels.changeRole, change(channel.id, userId, 'MODERATOR'));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('USER_NOT_FOUND');
    }
    expect(await roleOf(server, outsider.user.id, channel.id)).toBeUndefined();
  });

  it('answers NOT_AUTHORIZED to a USER, CHANNEL_NOT_FOUND for unknown channels, 401 signed out', async () => {
    const { channel, user, mod } = await team();
    const before = await channelState(server, channel.id);
    const refused = await user.client.call(api.channels.changeRole, change(channel.id, mod.user.id, 'USER'));
    expect(refused.status).toBe(403);
    const missing = await user.client.call(api.channels.changeRole, change(MISSING_ID, mod.user.id, 'USER'));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('CHANNEL_NOT_FOUND');
    const out = await server.client().call(api.channels.changeRole, change(channel.id, mod.user.id, 'USER'));
    expect(out.status).toBe(401);
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it('answers ROLE_NOT_FOUND for a code the channel does not have (BOSS), changing nothing', async () => {
    const { owner, channel, user } = await team();
    const before = await channelState(server, channel.id);
    const res = await owner.client.call(api.channels.changeRole, change(channel.id, user.user.id, 'BOSS'));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('ROLE_NOT_FOUND');
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it.each([
    [{ userId: 'someone', channelRoleCode: 'USER' }, ['User id must be a valid id']],
    [{ channelRoleCode: 'USER' }, ['User id must be a valid id']],
    [{ userId: MISSING_ID, channelRoleCode: 'B' }, ['Role must be at least 3 characters long']],
    [{ userId: MISSING_ID }, ['Role is required']],
  ])('refuses %j with 400 and changes nothing', async (body, expected) => {
    const { owner, channel } = await team();
    const before = await channelState(server, channel.id);
    const res = await owner.client.call(api.channels.changeRole, { params: { id: channel.id }, body: body as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await channelState(server, channel.id)).toEqual(before);
  });
});
