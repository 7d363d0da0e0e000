import { CUSTOM_ROLE, api, type RoleCode } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  addZoneMember,
  createZone,
  signedIn,
  zoneRoleOf,
  zoneRoleRows,
  zoneSnapshot,
  type Member,
} from '../support/community.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const PATTERN = "Role code may contain only letters, digits and '_', starting with a letter";
const NO_FLAGS = { canCreateChannel: false, canInvite: false, canDelete: false, canEdit: false, canManageRole: false };

async function zoneWith(roles: RoleCode[], isPublic = true) {
  const owner = await signedIn(server, { fullName: 'Owner' });
  const zone = await createZone(owner, { public: isPublic });
  const members: Member[] = [];
  for (const role of roles) {
    const member = await signedIn(server);
    await addZoneMember(server, member.id, zone.id, role);
    members.push(member);
  }
  return { owner, zone, members };
}

const createRole = (caller: Member | null, id: string, roleCode: string, permissions = {}) =>
  (caller?.client ?? server.client()).call(api.zones.createRole, { params: { id }, body: { roleCode, permissions } });
const removeRole = (caller: Member | null, id: string, roleCode: string) =>
  (caller?.client ?? server.client()).call(api.zones.removeRole, { params: { id, roleCode } });
const changeRole = (caller: Member, id: string, userId: string, zoneRoleCode: string) =>
  caller.client.call(api.zones.changeRole, { params: { id }, body: { userId, zoneRoleCode } });
const roleCodes = async (zoneId: string) => (await zoneRoleRows(server, zoneId)).map((r) => r.role_code).sort();

describe('POST /zone/role/create/:id', () => {
  it('adds a role, upper-cased, with the flags given and the others false; the role list shows it last', async () => {
    const { zone, members } = await zoneWith(['MODERATOR']);
    const res = await createRole(members[0]!, zone.id, '  editor_1 ', { canEdit: true, canInvite: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      roleCode: 'EDITOR_1',
      ...NO_FLAGS,
      canEdit: true,
      canInvite: true,
    });
    const list = await members[0]!.client.call(api.zones.roles, { params: { id: zone.id } });
    expect(list.body.map((r) => r.roleCode)).toEqual(['OWNER', 'MODERATOR', 'USER', 'EDITOR_1']);
    expect(list.body[3]).toEqual(res.body);
  });

  it('answers ROLE_CODE_ALREADY_EXISTS for a code the zone has, in any case, and adds nothing', async () => {
    const { owner, zone } = await zoneWith([]);
    expect((await createRole(owner, zone.id, 'EDITOR')).status).toBe(200);
    const before = await zoneSnapshot(server, zone.id);
    for (const code of ['editor', 'Editor', 'owner', 'USER']) {
      const res = await createRole(owner, zone.id, code, { canEdit: true });
      expect([res.status, res.body.message], code).toEqual([409, 'ROLE_CODE_ALREADY_EXISTS']);
    }
    expect(await zoneSnapshot(server, zone.id)).toEqual(before);
  });

  it.each([
    ['ab', ['Role must be at least 3 characters long']],
    ['9LIVES', [PATTERN]],
    ['has space', [PATTERN]],
    ['_EDITOR', [PATTERN]],
    ['E'.repeat(CUSTOM_ROLE.codeMax + 1), ['Role: Please enter up to 24 characters long']],
    ['', ['Role is required']],
  ])('refuses the code %j with 400 and adds nothing', async (roleCode, expected) => {
    const { owner, zone } = await zoneWith([]);
    const res = await createRole(owner, zone.id, roleCode);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await roleCodes(zone.id)).toEqual(['MODERATOR', 'OWNER', 'USER']);
  });

  it('refuses bad permissions with 400', async () => {
    const { owner, zone } = await zoneWith([]);
    const res = await createRole(owner, zone.id, 'EDITOR', { canEdit: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['canEdit must be true or false']);
    expect(await roleCodes(zone.id)).toEqual(['MODERATOR', 'OWNER', 'USER']);
  });

  it(`answers TOO_MANY_ROLES past ${CUSTOM_ROLE.maxRoles} roles, built-in ones included`, async () => {
    const { owner, zone } = await zoneWith([]);
    for (let i = 3; i < CUSTOM_ROLE.maxRoles; i += 1) {
      expect((await createRole(owner, zone.id, `ROLE_${i}`)).status).toBe(200);
    }
    const res = await createRole(owner, zone.id, 'ONE_TOO_MANY');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('TOO_MANY_ROLES');
    expect(await zoneRoleRows(server, zone.id)).toHaveLength(CUSTOM_ROLE.maxRoles);
  });

  it('adds a code once when two callers create it at the same time', async () => {
    const { owner, zone, members } = await zoneWith(['MODERATOR']);
    const results = await Promise.all([
      createRole(owner, zone.id, 'EDITOR'),
      createRole(members[0]!, zone.id, 'editor'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await roleCodes(zone.id)).toEqual(['EDITOR', 'MODERATOR', 'OWNER', 'USER']);
  });
});

describe('custom roles held by members', () => {
  it('are given with changeRole, grant their flags, and show in the member list', async () => {
    const { owner, zone, members } = await zoneWith(['USER']);
    await createRole(owner, zone.id, 'manager', { canManageRole: true });
    const res = await changeRole(owner, zone.id, members[0]!.id, 'manager');
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('MANAGER');
    expect(await zoneRoleOf(server, members[0]!.id, zone.id)).toBe('MANAGER');
    expect((await members[0]!.client.call(api.zones.roles, { params: { id: zone.id } })).status).toBe(200);
    const list = await owner.client.call(api.zones.members, { params: { id: zone.id } });
    expect(list.body.data.find((m) => m.user.id === members[0]!.id)?.role).toBe('MANAGER');
  });
});

describe('DELETE /zone/role/remove/:id/:roleCode', () => {
  it('answers USERS_USING_ROLE while a member holds the role, then removes it once nobody does', async () => {
    const { owner, zone, members } = await zoneWith(['USER']);
    await createRole(owner, zone.id, 'EDITOR');
    await changeRole(owner, zone.id, members[0]!.id, 'EDITOR');
    const before = await zoneSnapshot(server, zone.id);
    const held = await removeRole(owner, zone.id, 'EDITOR');
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({
      message: 'USERS_USING_ROLE',
      error: 'This role cannot be removed while users hold it.',
    });
    expect(await zoneSnapshot(server, zone.id)).toEqual(before);

    expect((await changeRole(owner, zone.id, members[0]!.id, 'USER')).status).toBe(200);
    const removed = await removeRole(owner, zone.id, 'editor');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    const list = await owner.client.call(api.zones.roles, { params: { id: zone.id } });
    expect(list.body.map((r) => r.roleCode)).toEqual(['OWNER', 'MODERATOR', 'USER']);
  });

  it.each(['OWNER', 'MODERATOR', 'USER', 'user'])('answers BUILT_IN_ROLE for %s and removes nothing', async (code) => {
    const { owner, zone } = await zoneWith([]);
    const before = await zoneSnapshot(server, zone.id);
    const res = await removeRole(owner, zone.id, code);
    expect([res.status, res.body.message]).toEqual([400, 'BUILT_IN_ROLE']);
    expect(await zoneSnapshot(server, zone.id)).toEqual(before);
  });

  it('answers ROLE_NOT_FOUND for a code the zone does not have, and 400 for a malformed one', async () => {
    const { owner, zone } = await zoneWith([]);
    const missing = await removeRole(owner, zone.id, 'GHOST');
    expect([missing.status, missing.body.message]).toEqual([404, 'ROLE_NOT_FOUND']);
    const bad = await removeRole(owner, zone.id, '1ab');
    expect([bad.status, bad.body.message]).toEqual([400, [PATTERN]]);
  });

  it('never leaves a member holding a removed role when a removal and a role change race', async () => {
    const { owner, zone, members } = await zoneWith(['MODERATOR', 'USER']);
    await createRole(owner, zone.id, 'EDITOR');
    const [removal, change] = await Promise.all([
      removeRole(owner, zone.id, 'EDITOR'),
      changeRole(members[0]!, zone.id, members[1]!.id, 'EDITOR'),
    ]);
    const held = await zoneRoleOf(server, members[1]!.id, zone.id);
    if (removal.status === 200) {
      expect([change.status, change.body.message, held]).toEqual([404, 'ROLE_NOT_FOUND', 'USER']);
    } else {
      expect([removal.body.message, change.status, held]).toEqual(['USERS_USING_ROLE', 200, 'EDITOR']);
    }
  });
});

describe('refused callers of createRole and removeRole', () => {
  it('answers 401 signed out, ZONE_NOT_FOUND to a non-member of a private zone, NOT_AUTHORIZED to a USER', async () => {
    const { owner, zone, members } = await zoneWith(['USER'], false);
    await createRole(owner, zone.id, 'EDITOR');
    const stranger = await signedIn(server);
    const before = await zoneSnapshot(server, zone.id);
    const expected: [Member | null, number, string][] = [
      [null, 401, 'NOT_SIGNED_IN'],
      [stranger, 404, 'ZONE_NOT_FOUND'],
      [members[0]!, 403, 'NOT_AUTHORIZED'],
    ];
    for (const [caller, status, code] of expected) {
      const created = await createRole(caller, zone.id, 'WRITER');
      expect([created.status, created.body.message]).toEqual([status, code]);
      for (const roleCode of ['EDITOR', 'OWNER', 'GHOST']) {
        const removed = await removeRole(caller, zone.id, roleCode);
        expect([removed.status, removed.body.message]).toEqual([status, code]);
      }
    }
    expect(await zoneSnapshot(server, zone.id)).toEqual(before);
  });
});
