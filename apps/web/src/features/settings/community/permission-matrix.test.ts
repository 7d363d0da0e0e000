import { ZONE_PERMISSION_KEYS, type ZonePermissionKey } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { zoneRole } from '../testing/fixtures';
import {
  addRole,
  clearRoleEdits,
  dropRole,
  flagValue,
  isLockedRole,
  isRemovableRole,
  matrixColumns,
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
