import { ROLE_CODES, type RoleCode } from '@plaza/contract';

/** A zone or channel role as the roles call answers it: its code and one flag per permission. */
export type RoleWithFlags<K extends string> = { id: string; roleCode: RoleCode } & Record<K, boolean>;

/** Unsaved ticks, per role: only the flags that differ from the saved role. */
export type MatrixEdits<K extends string> = Partial<Record<RoleCode, Partial<Record<K, boolean>>>>;

/** OWNER holds every permission and cannot be changed (CHANGE_SUPER_ADMIN_PERMISSION). */
export const isLockedRole = (roleCode: RoleCode): boolean => roleCode === 'OWNER';

/** The matrix's columns: the roles present, in the order OWNER, MODERATOR, USER. */
export function matrixColumns<K extends string>(roles: readonly RoleWithFlags<K>[]): RoleWithFlags<K>[] {
  return ROLE_CODES.flatMap((code) => roles.filter((role) => role.roleCode === code));
}

/** A box's state: the unsaved tick if there is one, else the saved flag. */
export function flagValue<K extends string>(role: RoleWithFlags<K>, edits: MatrixEdits<K>, key: NoInfer<K>): boolean {
  return edits[role.roleCode]?.[key] ?? role[key];
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
  if (next === role[key]) delete roleEdits[key];
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
    if (value !== undefined && value !== role[key]) changes[key] = value;
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
