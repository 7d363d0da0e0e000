import { ZONE_PERMISSION_KEYS, type ZonePermissionKey } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { zoneRole } from '../testing/fixtures';
import {
  addRole,
  canRemoveRole,
  canToggle,
  clearRoleEdits,
  dropRole,
  flagValue,
  isLockedRole,
  isRemovableRole,
  matrixColumns,
  memberRoleSelect,
  mergeRole,
  pendingPermissions,
  roleChoices,
  roleCodesOf,
  toggleFlag,
  type MatrixEdits,
  type RoleWithFlags,
} from './permission-matrix';

const owner: RoleWithFlags<ZonePermissionKey> = zoneRole('OWNER');
const moderator: RoleWithFlags<ZonePermissionKey> = zoneRole('MODERATOR');
const user: RoleWithFlags<ZonePermissionKey> = zoneRole('USER');
const editor: RoleWithFlags<ZonePermissionKey> = zoneRole('EDITOR');
const auditor: RoleWithFlags<ZonePermissionKey> = zoneRole('AUDITOR');
const none: MatrixEdits<ZonePermissionKey> = {};

describe('the permission matrix', () => {
  it('orders the columns OWNER, MODERATOR, USER whatever the order of the reply', () => {
    expect(matrixColumns([user, owner, moderator]).map((r) => r.roleCode)).toEqual(['OWNER', 'MODERATOR', 'USER']);
  });

  it('puts custom roles after the built-in ones, in the order of the reply', () => {
    const columns = matrixColumns([editor, user, owner, auditor, moderator]).map((r) => r.roleCode);
    expect(columns).toEqual(['OWNER', 'MODERATOR', 'USER', 'EDITOR', 'AUDITOR']);
    expect(isRemovableRole('EDITOR')).toBe(true);
    expect(isRemovableRole('OWNER')).toBe(false);
    expect(isRemovableRole('USER')).toBe(false);
  });

  it('lets a custom column be ticked and sends only what differs', () => {
    expect(isLockedRole('EDITOR')).toBe(false);
    const edits = toggleFlag(editor, none, 'canEdit');
    expect(flagValue(editor, edits, 'canEdit')).toBe(true);
    expect(pendingPermissions(editor, edits, ZONE_PERMISSION_KEYS)).toEqual({ canEdit: true });
  });

  it('adds a created role once and drops a removed one', () => {
    const added = addRole([owner, moderator, user], editor);
    expect(added.map((r) => r.roleCode)).toEqual(['OWNER', 'MODERATOR', 'USER', 'EDITOR']);
    expect(addRole(added, editor)).toHaveLength(4);
    expect(dropRole(added, 'EDITOR').map((r) => r.roleCode)).toEqual(['OWNER', 'MODERATOR', 'USER']);
  });

  it("offers every role of the place in a member's role select", () => {
    expect(roleCodesOf(undefined)).toEqual(['OWNER', 'MODERATOR', 'USER']);
    const codes = roleCodesOf([editor, owner, user, moderator]);
    expect(codes).toEqual(['OWNER', 'MODERATOR', 'USER', 'EDITOR']);
    expect(roleChoices(codes, 'USER')).toEqual(codes);
    expect(roleChoices(['OWNER', 'MODERATOR', 'USER'], 'EDITOR')).toEqual(['OWNER', 'MODERATOR', 'USER', 'EDITOR']);
  });

  it('locks the OWNER column: toggling changes nothing and nothing is sent', () => {
    expect(isLockedRole('OWNER')).toBe(true);
    expect(isLockedRole('MODERATOR')).toBe(false);
    const edits = toggleFlag(owner, none, 'canDelete');
    expect(edits).toBe(none);
    expect(flagValue(owner, edits, 'canDelete')).toBe(true);
    expect(pendingPermissions(owner, { OWNER: { canDelete: false } }, ZONE_PERMISSION_KEYS)).toEqual({});
  });

  it('shows a tick over the saved flag and sends only what differs', () => {
    const edits = toggleFlag(moderator, none, 'canDelete');
    expect(flagValue(moderator, edits, 'canDelete')).toBe(true);
    expect(flagValue(moderator, edits, 'canEdit')).toBe(moderator.canEdit);
    expect(pendingPermissions(moderator, edits, ZONE_PERMISSION_KEYS)).toEqual({ canDelete: true });
    expect(pendingPermissions(user, edits, ZONE_PERMISSION_KEYS)).toEqual({});
  });

  it('forgets an edit ticked back to the saved state', () => {
    const twice = toggleFlag(moderator, toggleFlag(moderator, none, 'canInvite'), 'canInvite');
    expect(twice).toEqual({});
    expect(pendingPermissions(moderator, twice, ZONE_PERMISSION_KEYS)).toEqual({});
  });

  it("keeps each role's edits apart and clears one role after its save", () => {
    const edits = toggleFlag(user, toggleFlag(moderator, none, 'canDelete'), 'canCreateChannel');
    expect(pendingPermissions(user, edits, ZONE_PERMISSION_KEYS)).toEqual({ canCreateChannel: true });
    const afterSave = clearRoleEdits(edits, 'MODERATOR');
    expect(pendingPermissions(moderator, afterSave, ZONE_PERMISSION_KEYS)).toEqual({});
    expect(pendingPermissions(user, afterSave, ZONE_PERMISSION_KEYS)).toEqual({ canCreateChannel: true });
  });

  it("merges a save's reply into the matching role only", () => {
    const reply = { ...moderator, canDelete: true };
    const merged = mergeRole([owner, moderator, user], reply);
    expect(merged).toEqual([owner, reply, user]);
    expect(merged[0]).toBe(owner);
    expect(merged[2]).toBe(user);
  });
});

describe("what the caller's rank leaves enabled", () => {
  const deputy = { ...owner, roleCode: 'DEPUTY' };
  const helper = { ...editor, roleCode: 'HELPER', canInvite: true, canManageRole: true };
  const roles = [owner, moderator, user, deputy, helper];
  const enabled = (caller: RoleWithFlags<ZonePermissionKey>, role: RoleWithFlags<ZonePermissionKey>) =>
    ZONE_PERMISSION_KEYS.filter((key) => canToggle(caller, role, none, key));

  it('lets an OWNER tick every box but the OWNER column, and remove any custom role', () => {
    expect(enabled(owner, owner)).toEqual([]);
    for (const role of [moderator, user, deputy, helper]) expect(enabled(owner, role)).toEqual(ZONE_PERMISSION_KEYS);
    expect([canRemoveRole(owner, deputy), canRemoveRole(owner, helper), canRemoveRole(owner, user)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("locks a MODERATOR's own column and every role at or above it; below it, only boxes it holds", () => {
    for (const role of [owner, moderator, deputy]) expect(enabled(moderator, role), role.roleCode).toEqual([]);
    expect(enabled(moderator, user)).toEqual(['canCreateChannel', 'canInvite', 'canEdit', 'canManageRole']);
    expect(canRemoveRole(moderator, deputy)).toBe(false);
    expect(canRemoveRole(moderator, helper)).toBe(true);
  });

  it("disables the box that would raise a role to the caller's own flags once the others are ticked", () => {
    const ticked = toggleFlag(user, toggleFlag(user, none, 'canCreateChannel'), 'canEdit');
    expect(canToggle(moderator, user, ticked, 'canManageRole')).toBe(false);
    expect(canToggle(moderator, user, ticked, 'canEdit')).toBe(true);
  });

  it("offers in a member's select only the roles the caller may give, and locks members at or above it", () => {
    const forUser = memberRoleSelect(moderator, roles, 'USER');
    expect(forUser.locked).toBe(false);
    expect(forUser.options.filter((o) => !o.disabled).map((o) => o.value)).toEqual(['USER', 'HELPER']);
    for (const code of ['OWNER', 'MODERATOR', 'DEPUTY']) {
      expect(memberRoleSelect(moderator, roles, code).locked, code).toBe(true);
    }
    expect(memberRoleSelect(owner, roles, 'OWNER').locked).toBe(false);
    expect(memberRoleSelect(owner, roles, 'USER').options.every((o) => !o.disabled)).toBe(true);
  });

  it('locks every member of a non-owner while the roles are loading, but not of an owner', () => {
    expect(memberRoleSelect(moderator, undefined, 'USER').locked).toBe(true);
    expect(memberRoleSelect(owner, undefined, 'USER')).toEqual({
      locked: false,
      options: ['OWNER', 'MODERATOR', 'USER'].map((code) => ({ value: code, label: code, disabled: false })),
    });
  });
});
