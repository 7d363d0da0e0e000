import { DEFAULT_ZONE_PERMISSIONS, api, type RoleCode } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { addZoneMember, createZone, signedIn, zoneRoleOf, zoneRoleRows, type Member } from '../support/community.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function zoneWith(...roles: RoleCode[]) {
  const owner = await signedIn(server, { fullName: 'Owner' });
  const zone = await createZone(owner);
  const members: Member[] = [];
  for (const role of roles) {
    const member = await signedIn(server);
    await addZoneMember(server, member.id, zone.id, role);
    members.push(member);
  }
  return { owner, zone, members };
}

describe('GET /zone/role/list/:id', () => {
  it('lists OWNER, MODERATOR and USER with their permissions to a caller with canManageRole', async () => {
    const { zone, members } = await zoneWith('MODERATOR');
    const res = await members[0]!.client.call(api.zones.roles, { params: { id: zone.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      (['OWNER', 'MODERATOR', 'USER'] as const).map((code) => ({
        id: expect.any(String),
        roleCode: code,
        ...DEFAULT_ZONE_PERMISSIONS[code],
      })),
    );
  });

  it('refuses a USER and a non-member with NOT_AUTHORIZED', async () => {
    const { zone, members } = await zoneWith('USER');
    const stranger = await signedIn(server);
    for (const caller of [members[0]!, stranger]) {
      const res = await caller.client.call(api.zones.roles, { params: { id: zone.id } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('NOT_AUTHORIZED');
    }
  });
});

describe('PUT /zone/permissions/update/:id', () => {
  it("merges the flags given into the role's permissions", async () => {
    const { owner, zone } = await zoneWith();
    const res = await owner.client.call(api.zones.updatePermissions, {
      params: { id: zone.id },
      body: { roleCode: 'USER', permissions: { canCreateChannel: true, canInvite: false } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      roleCode: 'USER',
      ...DEFAULT_ZONE_PERMISSIONS.USER,
      canCreateChannel: true,
      canInvite: false,
    });
    const user = (await zoneRoleRows(server, zone.id)).find((r) => r.role_code === 'USER');
    expect(user).toMatchObject({ can_create_channel: true, can_invite: false, can_edit: false });
  });

  it('refuses to change the OWNER role with CHANGE_SUPER_ADMIN_PERMISSION', async () => {
    const { owner, zone } = await zoneWith();
    const before = await zoneRoleRows(server, zone.id);
    const res = await owner.client.call(api.zones.updatePermissions, {
      params: { id: zone.id },
      body: { roleCode: 'OWNER', permissions: { canDelete: false } },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      message: 'CHANGE_SUPER_ADMIN_PERMISSION',
      error: 'Super admin permissions cannot be changed!',
    });
    expect(await zoneRoleRows(server, zone.id)).toEqual(before);
  });

  it('answers NO_CHANGES_DETECTED when the flags already hold those values, or none are given', async () => {
    const { owner, zone } = await zoneWith();
    for (const permissions of [{ canEdit: true }, {}]) {
      const res = await owner.client.call(api.zones.updatePermissions, {
        params: { id: zone.id },
        body: { roleCode: 'MODERATOR', permissions },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('NO_CHANGES_DETECTED');
    }
  });

  const ROLE_MESSAGE = "Role code may contain only letters, digits and '_', starting with a letter";
  it.each([
    [{ roleCode: 'AD MIN', permissions: {} }, [ROLE_MESSAGE]],
    [{ roleCode: 'ad', permissions: {} }, ['Role must be at least 3 characters long']],
    [{ roleCode: 'USER', permissions: { canEdit: 'yes' } }, ['canEdit must be true or false']],
    [{ permissions: {} }, ['Role is required']],
  ])('refuses %j with 400 and changes nothing', async (body, expected) => {
    const { owner, zone } = await zoneWith();
    const before = await zoneRoleRows(server, zone.id);
    const res = await owner.client.call(api.zones.updatePermissions, { params: { id: zone.id }, body: body as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await zoneRoleRows(server, zone.id)).toEqual(before);
  });

  it('answers ROLE_NOT_FOUND for a code the zone does not have, and changes nothing', async () => {
    const { owner, zone } = await zoneWith();
    const before = await zoneRoleRows(server, zone.id);
    const res = await owner.client.call(api.zones.updatePermissions, {
      params: { id: zone.id },
      body: { roleCode: 'ADMIN', permissions: { canEdit: true } },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'ROLE_NOT_FOUND', error: 'Role not found.' });
    expect(await zoneRoleRows(server, zone.id)).toEqual(before);
  });

  it('refuses a USER with NOT_AUTHORIZED and changes nothing', async () => {
    const { zone, members } = await zoneWith('USER');
    const before = await zoneRoleRows(server, zone.id);
    const res = await members[0]!.client.call(api.zones.updatePermissions, {
      params: { id: zone.id },
      body: { roleCode: 'USER', permissions: { canManageRole: true } },
    });
    expect(res.status).toBe(403);
    expect(await zoneRoleRows(server, zone.id)).toEqual(before);
  });
});

describe('PUT /zone/role/change/:id', () => {
  const change = (caller: Member, zoneId: string, userId: string, zoneRoleCode: RoleCode) =>
    caller.client.call(api.zones.changeRole, { params: { id: zoneId }, body: { userId, zoneRoleCode } });

  it("changes a member's role and answers their member row", async () => {
    const { owner, zone, members } = await zoneWith('USER');
    const target = members[0]!;
    const res = await change(owner, zone.id, target.id, 'MODERATOR');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      user: { id: target.id, fullName: target.fullName, userName: expect.any(String), displayPhoto: null },
      role: 'MODERATOR',
      createdOn: expect.any(String),
    });
    expect(await zoneRoleOf(server, target.id, zone.id)).toBe('MODERATOR');
  });

  it('lets a MODERATOR move members between roles ranked below its own, never to or from its rank or above', async () => {
    const { owner, zone, members } = await zoneWith('MODERATOR', 'USER', 'MODERATOR');
    const [moderator, user, peer] = [members[0]!, members[1]!, members[2]!];
    const created = await moderator.client.call(api.zones.createRole, {
      params: { id: zone.id },
      body: { roleCode: 'EDITOR', permissions: { canEdit: true } },
    });
    expect(created.status).toBe(200);
    expect((await change(moderator, zone.id, user.id, 'EDITOR')).status).toBe(200);
    expect((await change(moderator, zone.id, user.id, 'USER')).status).toBe(200);
    const before = await zoneRoleRows(server, zone.id);
    for (const [target, code] of [
      [user.id, 'MODERATOR'],
      [user.id, 'OWNER'],
      [owner.id, 'USER'],
      [peer.id, 'USER'],
      [moderator.id, 'USER'],
    ] as const) {
      const res = await change(moderator, zone.id, target, code);
      expect([res.status, res.body.message], `${code}`).toEqual([403, 'NOT_AUTHORIZED']);
    }
    expect(await zoneRoleRows(server, zone.id)).toEqual(before);
    expect(await zoneRoleOf(server, owner.id, zone.id)).toBe('OWNER');
    expect(await zoneRoleOf(server, user.id, zone.id)).toBe('USER');
    expect(await zoneRoleOf(server, peer.id, zone.id)).toBe('MODERATOR');
    expect(await zoneRoleOf(server, moderator.id, zone.id)).toBe('MODERATOR');
  });

  it('lets an OWNER make another OWNER, who may then demote the first', async () => {
    const { owner, zone, members } = await zoneWith('USER');
    expect((await change(owner, zone.id, members[0]!.id, 'OWNER')).status).toBe(200);
    expect((await change(members[0]!, zone.id, owner.id, 'USER')).status).toBe(200);
    expect(await zoneRoleOf(server, owner.id, zone.id)).toBe('USER');
  });

  it('refuses to demote the last OWNER with OWNER_NOT_EXIST', async () => {
    const { owner, zone } = await zoneWith();
    const res = await change(owner, zone.id, owner.id, 'MODERATOR');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'OWNER_NOT_EXIST', error: 'The last owner cannot be deleted!' });
    expect(await zoneRoleOf(server, owner.id, zone.id)).toBe('OWNER');
  });

  it('keeps an owner when two owners demote each other at once', async () => {
    const { owner, zone, members } = await zoneWith('OWNER');
    const results = await Promise.all([
      change(owner, zone.id, members[0]!.id, 'USER'),
      change(members[0]!, zone.id, owner.id, 'USER'),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const roles = [await zoneRoleOf(server, owner.id, zone.id), await zoneRoleOf(server, members[0]!.id, zone.id)];
    expect(roles.sort()).toEqual(['OWNER', 'USER']);
  });

  it('answers USER_ROLE_EXIST for the same role and USER_NOT_FOUND for a non-member', async () => {
    const { owner, zone, members } = await zoneWith('USER');
    const same = await change(owner, zone.id, members[0]!.id, 'USER');
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('USER_ROLE_EXIST');
    const stranger = await signedIn(server);
    const missing = await change(owner, zone.id, stranger.id, 'USER');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('USER_NOT_FOUND');
    expect(await zoneRoleOf(server, stranger.id, zone.id)).toBeNull();
  });

  it('answers ROLE_NOT_FOUND for a code the zone does not have (KING), and changes nothing', async () => {
    const { owner, zone, members } = await zoneWith('USER');
    const res = await change(owner, zone.id, members[0]!.id, 'KING');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('ROLE_NOT_FOUND');
    expect(await zoneRoleOf(server, members[0]!.id, zone.id)).toBe('USER');
  });

  it('refuses bad input with 400 and a USER with NOT_AUTHORIZED', async () => {
    const { zone, members } = await zoneWith('USER', 'USER');
    const bad = await members[0]!.client.call(api.zones.changeRole, {
      params: { id: zone.id },
      body: { userId: 'nobody', zoneRoleCode: 'K!' } as never,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual([
      'User id must be a valid id',
      'Role must be at least 3 characters long',
      "Role code may contain only letters, digits and '_', starting with a letter",
    ]);
    const refused = await change(members[0]!, zone.id, members[1]!.id, 'MODERATOR');
    expect(refused.status).toBe(403);
    expect(await zoneRoleOf(server, members[1]!.id, zone.id)).toBe('USER');
  });
});
