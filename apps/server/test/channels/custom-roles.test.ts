import { CUSTOM_ROLE, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  MISSING_ID,
  channelState,
  follow,
  insertChannel,
  insertZone,
  roleOf,
  signedInUser,
} from '../support/channels.js';
import type { TestClient } from '../support/client.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const PATTERN = "Role code may contain only letters, digits and '_', starting with a letter";
const NO_FLAGS = { canInvite: false, canDelete: false, canEdit: false, canManageRole: false };

/** A channel (public unless told) with its owner, a moderator and a plain follower. */
async function team(isPublic = true) {
  const owner = await signedInUser(server, 'Owner');
  const zone = await insertZone(server, owner.user);
  const channel = await insertChannel(server, zone.id, owner.user, { public: isPublic });
  const mod = await signedInUser(server, 'Mod');
  await follow(server, mod.user, channel, 'MODERATOR');
  const user = await signedInUser(server, 'Plain User');
  await follow(server, user.user, channel, 'USER');
  return { owner, channel, mod, user };
}

const createRole = (client: TestClient, id: string, roleCode: string, permissions = {}) =>
  client.call(api.channels.createRole, { params: { id }, body: { roleCode, permissions } });
const removeRole = (client: TestClient, id: string, roleCode: string) =>
  client.call(api.channels.removeRole, { params: { id, roleCode } });
const changeRole = (client: TestClient, id: string, userId: string, channelRoleCode: string) =>
  client.call(api.channels.changeRole, { params: { id }, body: { userId, channelRoleCode } });
const roleCodes = async (channelId: string) => (await channelState(server, channelId)).roles.map((r) => r.role_code);

describe('POST /channel/role/create/:id', () => {
  it('adds a role, upper-cased, with the flags given and the others false; the role list shows it last', async () => {
    const { channel, mod } = await team();
    const res = await createRole(mod.client, channel.id, 'helper', { canInvite: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), roleCode: 'HELPER', ...NO_FLAGS, canInvite: true });
    const list = await mod.client.call(api.channels.roles, { params: { id: channel.id } });
    expect(list.body.map((r) => r.roleCode)).toEqual(['OWNER', 'MODERATOR', 'USER', 'HELPER']);
    expect(list.body[3]).toEqual(res.body);
  });

  it('answers ROLE_CODE_ALREADY_EXISTS for a code the channel has, in any case, and adds nothing', async () => {
    const { owner, channel } = await team();
    expect((await createRole(owner.client, channel.id, 'HELPER')).status).toBe(200);
    const before = await channelState(server, channel.id);
    for (const code of ['helper', 'owner', 'Moderator']) {
      const res = await createRole(owner.client, channel.id, code);
      expect([res.status, res.body.message], code).toEqual([409, 'ROLE_CODE_ALREADY_EXISTS']);
    }
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it('lets another channel use the same code', async () => {
    const { owner, channel } = await team();
    const other = await insertChannel(server, channel.zone_id, owner.user);
    expect((await createRole(owner.client, channel.id, 'HELPER')).status).toBe(200);
    expect((await createRole(owner.client, other.id, 'HELPER')).status).toBe(200);
  });

  it.each([
    ['ab', ['Role must be at least 3 characters long']],
    ['2ND', [PATTERN]],
    ['role-x', [PATTERN]],
    ['H'.repeat(CUSTOM_ROLE.codeMax + 1), ['Role: Please enter up to 24 characters long']],
    ['   ', ['Role is required']],
  ])('refuses the code %j with 400 and adds nothing', async (roleCode, expected) => {
    const { owner, channel } = await team();
    const res = await createRole(owner.client, channel.id, roleCode);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await roleCodes(channel.id)).toEqual(['MODERATOR', 'OWNER', 'USER']);
  });

  it(`answers TOO_MANY_ROLES past ${CUSTOM_ROLE.maxRoles} roles, built-in ones included`, async () => {
    const { owner, channel } = await team();
    for (let i = 3; i < CUSTOM_ROLE.maxRoles; i += 1) {
      expect((await createRole(owner.client, channel.id, `ROLE_${i}`)).status).toBe(200);
    }
    const res = await createRole(owner.client, channel.id, 'ONE_TOO_MANY');
    expect([res.status, res.body.message]).toEqual([400, 'TOO_MANY_ROLES']);
    expect(await roleCodes(channel.id)).toHaveLength(CUSTOM_ROLE.maxRoles);
  });
});

describe('DELETE /channel/role/remove/:id/:roleCode', () => {
  it('gives a custom role with changeRole, refuses to remove it while held, removes it once nobody holds it', async () => {
    const { owner, channel, user } = await team();
    await createRole(owner.client, channel.id, 'HELPER', { canManageRole: true });
    const given = await changeRole(owner.client, channel.id, user.user.id, 'helper');
    expect([given.status, given.body.role]).toEqual([200, 'HELPER']);
    expect((await user.client.call(api.channels.roles, { params: { id: channel.id } })).status).toBe(200);

    const before = await channelState(server, channel.id);
    const held = await removeRole(owner.client, channel.id, 'HELPER');
    expect([held.status, held.body.message]).toEqual([409, 'USERS_USING_ROLE']);
    expect(await channelState(server, channel.id)).toEqual(before);

    expect((await changeRole(owner.client, channel.id, user.user.id, 'USER')).status).toBe(200);
    const removed = await removeRole(owner.client, channel.id, 'HELPER');
    expect([removed.status, removed.body]).toEqual([200, { success: true }]);
    expect(await roleCodes(channel.id)).toEqual(['MODERATOR', 'OWNER', 'USER']);
    expect(await roleOf(server, user.user.id, channel.id)).toBe('USER');
  });

  it.each(['OWNER', 'moderator', 'USER'])('answers BUILT_IN_ROLE for %s and removes nothing', async (code) => {
    const { owner, channel } = await team();
    const before = await channelState(server, channel.id);
    const res = await removeRole(owner.client, channel.id, code);
    expect([res.status, res.body.message]).toEqual([400, 'BUILT_IN_ROLE']);
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it('answers ROLE_NOT_FOUND for an unknown code and CHANNEL_NOT_FOUND for an unknown channel', async () => {
    const { owner, channel } = await team();
    const missing = await removeRole(owner.client, channel.id, 'GHOST');
    expect([missing.status, missing.body.message]).toEqual([404, 'ROLE_NOT_FOUND']);
    const noChannel = await removeRole(owner.client, MISSING_ID, 'GHOST');
    expect([noChannel.status, noChannel.body.message]).toEqual([404, 'CHANNEL_NOT_FOUND']);
  });

  it('never leaves a follower holding a removed role when a removal and a role change race', async () => {
    const { owner, channel, mod, user } = await team();
    await createRole(owner.client, channel.id, 'HELPER');
    const [removal, change] = await Promise.all([
      removeRole(owner.client, channel.id, 'HELPER'),
      changeRole(mod.client, channel.id, user.user.id, 'HELPER'),
    ]);
    const held = await roleOf(server, user.user.id, channel.id);
    if (removal.status === 200) {
      expect([change.status, change.body.message, held]).toEqual([404, 'ROLE_NOT_FOUND', 'USER']);
    } else {
      expect([removal.body.message, change.status, held]).toEqual(['USERS_USING_ROLE', 200, 'HELPER']);
    }
  });
});

describe('refused callers of createRole and removeRole', () => {
  it('answers 401 signed out, CHANNEL_NOT_FOUND to a non-follower of a private channel, NOT_AUTHORIZED to a USER', async () => {
    const { owner, channel, user } = await team(false);
    await createRole(owner.client, channel.id, 'HELPER');
    const stranger = await signedInUser(server, 'Stranger');
    const before = await channelState(server, channel.id);
    const expected: [TestClient, number, string][] = [
      [server.client(), 401, 'NOT_SIGNED_IN'],
      [stranger.client, 404, 'CHANNEL_NOT_FOUND'],
      [user.client, 403, 'NOT_AUTHORIZED'],
    ];
    for (const [client, status, code] of expected) {
      const created = await createRole(client, channel.id, 'WRITER');
      expect([created.status, created.body.message]).toEqual([status, code]);
      for (const roleCode of ['HELPER', 'OWNER', 'GHOST']) {
        const removed = await removeRole(client, channel.id, roleCode);
        expect([removed.status, removed.body.message]).toEqual([status, code]);
      }
    }
    expect(await channelState(server, channel.id)).toEqual(before);
  });
});
