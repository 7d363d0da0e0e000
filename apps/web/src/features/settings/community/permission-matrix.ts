import { ROLE_CODES, isBuiltInRole, mayManageRole, type RankedRole, type RoleCode } from '@plaza/contract';

/**
 * A zone or channel role as the roles call answers it: its code and one flag per permission; a flag
 * its kind of place lacks (a channel's canCreateChannel) reads as off.
 */
export type RoleWithFlags<K extends string> = { id: string; roleCode: RoleCode } & Partial<Record<K, boolean>>;

/** Unsaved ticks, per role: only the flags that differ from the saved role. */
export type MatrixEdits<K extends string> = Partial<Record<RoleCode, Partial<Record<K, boolean>>>>;

/** OWNER holds every permission and cannot be changed (CHANGE_SUPER_ADMIN_PERMISSION). */
export const isLockedRole = (roleCode: RoleCode): boolean => roleCode === 'OWNER';

/** Built-in roles (OWNER, MODERATOR, USER) stay; custom roles may be removed while nobody holds them. */
export const isRemovableRole = (roleCode: RoleCode): boolean => !isBuiltInRole(roleCode);

/** The matrix's columns: the built-in roles present in the order OWNER, MODERATOR, USER, then the custom ones. */
export function matrixColumns<R extends { roleCode: RoleCode }>(roles: readonly R[]): R[] {
  const builtIn = ROLE_CODES.flatMap((code) => roles.filter((role) => role.roleCode === code));
  return [...builtIn, ...roles.filter((role) => isRemovableRole(role.roleCode))];
}

/** Every role code of the place in column order; the built-in ones while the list is not loaded. */
export function roleCodesOf(roles: readonly { roleCode: RoleCode }[] | undefined): RoleCode[] {
  return roles ? matrixColumns(roles).map((role) => role.roleCode) : [...ROLE_CODES];
}

/** What a member's role select offers: the place's roles, and the member's own should it be missing. */
export function roleChoices(codes: readonly RoleCode[], current: RoleCode): RoleCode[] {
  return codes.includes(current) ? [...codes] : [...codes, current];
}

/**
 * Whether the caller may give or take away the role of that code (the server's rank rule,
 * mayManageRole): an OWNER always; anyone else only a role of the list ranked below theirs.
 */
function mayTouch(caller: RankedRole, roles: readonly RankedRole[] | undefined, code: RoleCode): boolean {
  const role = roles?.find((r) => r.roleCode === code);
  return role ? mayManageRole(caller, role) : caller.roleCode === 'OWNER';
}

/**
 * A member's role select as the caller may use it: every role of the place, those the caller may
 * not give disabled; the whole select is locked when the member's role is not theirs to change
 * (their own, one ranked at or above theirs, or any while the roles are not loaded).
 */
export function memberRoleSelect(caller: RankedRole, roles: readonly RankedRole[] | undefined, current: RoleCode) {
  return {
    locked: !mayTouch(caller, roles, current),
    options: roleChoices(roleCodesOf(roles), current).map((code) => ({
      value: code,
      label: code,
      disabled: code !== current && !mayTouch(caller, roles, code),
    })),
  };
}

/**
 * Whether the caller may tick or untick a box: never on OWNER; for anyone but an OWNER only on a
 * role ranked below theirs that still ranks below theirs once the box changes (so never a
 * permission they lack, nor the last one that would make the role equal to theirs).
 */
export function canToggle<K extends string>(
  caller: RankedRole,
  role: RoleWithFlags<K>,
  edits: MatrixEdits<K>,
  key: NoInfer<K>,
): boolean {
  if (isLockedRole(role.roleCode) || !mayManageRole(caller, role)) return false;
  return mayManageRole(caller, { ...role, ...edits[role.roleCode], [key]: !flagValue(role, edits, key) });
}

/** Whether the caller may remove the role: a custom one ranked below theirs (an OWNER may remove any custom role). */
export const canRemoveRole = (caller: RankedRole, role: RankedRole): boolean =>
  isRemovableRole(role.roleCode) && mayManageRole(caller, role);

/** A box's state: the unsaved tick if there is one, else the saved flag. */
export function flagValue<K extends string>(role: RoleWithFlags<K>, edits: MatrixEdits<K>, key: NoInfer<K>): boolean {
  return edits[role.roleCode]?.[key] ?? role[key] ?? false;
}

/** Ticks or unticks a box; ticking it back to its saved state forgets the edit. OWNER never changes. */
export function toggleFlag<K extends string>(
  role: RoleWithFlags<K>,
  edits: MatrixEdits<K>,
  key: NoInfer<K>,
): MatrixEdits<K> {
  if (isLockedRole(role.roleCode)) return edits;
  const next = !flagValue(role, edits, key);
  const roleEdits: Partial<Record<K, boolean>> = { ...edits[role.roleCode] };
  if (next === (role[key] ?? false)) delete roleEdits[key];
  else roleEdits[key] = next;
  const rest = { ...edits };
  delete rest[role.roleCode];
  return Object.keys(roleEdits).length ? { ...rest, [role.roleCode]: roleEdits } : rest;
}

/** What Save sends for one role: the flags that differ from the saved role, nothing for OWNER. */
export function pendingPermissions<K extends string>(
  role: RoleWithFlags<K>,
  edits: MatrixEdits<K>,
  keys: readonly K[],
): Partial<Record<K, boolean>> {
  const changes: Partial<Record<K, boolean>> = {};
  if (isLockedRole(role.roleCode)) return changes;
  for (const key of keys) {
    const value = edits[role.roleCode]?.[key];
    if (value !== undefined && value !== (role[key] ?? false)) changes[key] = value;
  }
  return changes;
}

/** Forgets a role's unsaved ticks (after its save). */
export function clearRoleEdits<K extends string>(edits: MatrixEdits<K>, roleCode: RoleCode): MatrixEdits<K> {
  const rest = { ...edits };
  delete rest[roleCode];
  return rest;
}

/** The updated role from the reply replaces the matching role of the list (spec 02 §4). */
export function mergeRole<R extends { id: string; roleCode: RoleCode }>(roles: readonly R[], reply: R): R[] {
  return roles.map((role) => (role.id === reply.id || role.roleCode === reply.roleCode ? { ...role, ...reply } : role));
}

/** A role just created joins the list (once). */
export function addRole<R extends { roleCode: RoleCode }>(roles: readonly R[], created: R): R[] {
  return [...roles.filter((role) => role.roleCode !== created.roleCode), created];
}

/** A removed role leaves the list. */
export function dropRole<R extends { roleCode: RoleCode }>(roles: readonly R[], roleCode: RoleCode): R[] {
  return roles.filter((role) => role.roleCode !== roleCode);
}
