import { AppError } from '../../http/app-error.js';
import type { PlaceFlag, PlaceKind, PlaceRoleRow, RoleFlags } from './place-kind.js';

/** NOT_AUTHORIZED unless the caller's role in the place holds the flag. */
export function requireFlag<R extends PlaceRoleRow, K extends PlaceFlag>(
  kind: PlaceKind<K>,
  role: R | null | undefined,
  flag: K,
): R {
  if (!role || (role as RoleFlags)[kind.columns[flag]] !== true) throw new AppError('NOT_AUTHORIZED');
  return role;
}

/** A role as replies show it: its id, code and the kind's flags. */
export function toRoleDto<K extends PlaceFlag>(
  kind: PlaceKind<K>,
  role: PlaceRoleRow,
): { id: string; roleCode: string } & Record<K, boolean> {
  const flags = Object.fromEntries(kind.keys.map((key) => [key, (role as RoleFlags)[kind.columns[key]] === true]));
  return { id: role.id, roleCode: role.role_code, ...(flags as Record<K, boolean>) };
}

/** The columns of the flags given; a flag not given is left out (undefined), so an update skips it. */
export function flagColumns<K extends PlaceFlag>(kind: PlaceKind<K>, flags: Partial<Record<K, boolean>>): RoleFlags {
  return Object.fromEntries(kind.keys.map((key) => [kind.columns[key], flags[key]]));
}
