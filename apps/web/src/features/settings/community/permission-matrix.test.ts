import { DEFAULT_ZONE_PERMISSIONS, ZONE_PERMISSION_KEYS, type RoleCode, type ZonePermissionKey } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  clearRoleEdits,
  flagValue,
  isLockedRole,
  matrixColumns,
  mergeRole,
  pendingPermissions,
  toggleFlag,
  type MatrixEdits,
  type RoleWithFlags,
} from './permission-matrix';

const role = (roleCode: RoleCode, id: string): RoleWithFlags<ZonePermissionKey> => ({
  id,
  roleCode,
  ...DEFAULT_ZONE_PERMISSIONS[roleCode],
});
const owner = role('OWNER', '00000000-0000-4000-8000-000000000001');
const moderator = role('MODERATOR', '00000000-0000-4000-8000-000000000002');
const user = role('USER', '00000000-0000-4000-8000-000000000003');
const none: MatrixEdits<ZonePermissionKey> = {};

describe('the permission matrix', () => {
  it('orders the columns OWNER, MODERATOR, USER whatever the order of the reply', () => {
    expect(matrixColumns([user, owner, moderator]).map((r) => r.roleCode)).toEqual(['OWNER', 'MODERATOR', 'USER']);
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
