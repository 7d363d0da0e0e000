import { ZONE_PERMISSION_KEYS, type RoleCode, type ZonePermissionKey } from './limits.js';

/** A zone or channel role as the rank rule reads it: its code and its flags (a channel role has no canCreateChannel). */
export type RankedRole = { roleCode: RoleCode } & Partial<Record<ZonePermissionKey, boolean>>;

/**
 * The rank of zone and channel roles, in one sentence: OWNER ranks above every other role, and
 * any other role ranks below yours when every flag it holds is one yours holds and yours holds
 * more. Roles with the same flags, or each holding a flag the other lacks, rank neither above
 * nor below each other. A role's power is thus its set of flags, so no one can use a role below
 * their own to reach a flag they do not hold.
 */
export const ROLE_RANK_RULE =
  'OWNER outranks every role; another role ranks below yours when it holds only flags yours holds, and fewer';

/** What the role-changing calls allow (mayManageRole), for their summaries. */
export const ROLE_CHANGE_RULE = `anyone but an OWNER may touch only roles ranked below their own, before and after the change, so never their own (${ROLE_RANK_RULE})`;

const heldFlags = (role: RankedRole): ZonePermissionKey[] => ZONE_PERMISSION_KEYS.filter((key) => role[key] === true);

/** Whether `role` ranks below `yours` (ROLE_RANK_RULE). */
export function ranksBelow(role: RankedRole, yours: RankedRole): boolean {
  if (role.roleCode === 'OWNER') return false;
  if (yours.roleCode === 'OWNER') return true;
  const mine = heldFlags(yours);
  const theirs = heldFlags(role);
  return theirs.length < mine.length && theirs.every((flag) => mine.includes(flag));
}

/**
 * Whether someone holding `yours` may create, edit, remove, give or take away `role`: an OWNER
 * may (the OWNER role's flags stay locked and the last owner keeps the role, which the calls
 * check themselves); anyone else only when `role` ranks below theirs. A role never ranks below
 * itself, so nobody but an OWNER changes the role they hold or their own membership. A change is
 * allowed when the role ranks below the caller's both before and after it, so nobody grants a flag
 * they do not hold, nor raises a role to their own.
 */
export function mayManageRole(yours: RankedRole, role: RankedRole): boolean {
  return yours.roleCode === 'OWNER' || ranksBelow(role, yours);
}
