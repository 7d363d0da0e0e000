import { CUSTOM_ROLE, isBuiltInRole } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Runner } from './membership.repository.js';

/**
 * The roles table of one zone or channel, seen from a transaction that already holds the
 * place's row lock and has checked the caller's canManageRole.
 */
export interface RolePlace<Row extends { id: string; role_code: string }, Flags> {
  /** Locks the place's row and checks the caller may manage its roles. */
  authorize(trx: Runner): Promise<void>;
  roles(trx: Runner): Promise<Row[]>;
  insert(trx: Runner, code: string, flags: Flags): Promise<Row>;
  countHolders(trx: Runner, roleId: string): Promise<number>;
  remove(trx: Runner, roleId: string): Promise<void>;
}

/** Every flag of `keys`, taken from `given` and false where it is not given. */
export function allFlags<K extends string>(keys: readonly K[], given: Partial<Record<K, boolean>>): Record<K, boolean> {
  return Object.fromEntries(keys.map((key) => [key, given[key] ?? false])) as Record<K, boolean>;
}

/**
 * Adds a custom role. The place's row is locked meanwhile, so two creations cannot both pass
 * the checks: a code is never held twice (compared upper-case), and a place holds at most
 * CUSTOM_ROLE.maxRoles roles, built-in ones included.
 */
export function createCustomRole<Row extends { id: string; role_code: string }, Flags>(
  db: Db,
  place: RolePlace<Row, Flags>,
  code: string,
  flags: Flags,
): Promise<Row> {
  const wanted = code.toUpperCase();
  return db.transaction().execute(async (trx) => {
    await place.authorize(trx);
    const roles = await place.roles(trx);
    if (roles.some((role) => role.role_code.toUpperCase() === wanted)) throw new AppError('ROLE_CODE_ALREADY_EXISTS');
    if (roles.length >= CUSTOM_ROLE.maxRoles) throw new AppError('TOO_MANY_ROLES');
    return place.insert(trx, wanted, flags);
  });
}

/**
 * Removes a custom role nobody holds. Role changes lock the same row, so none can give the role
 * to someone between the check and the delete.
 */
export function removeCustomRole<Row extends { id: string; role_code: string }, Flags>(
  db: Db,
  place: RolePlace<Row, Flags>,
  code: string,
): Promise<void> {
  const wanted = code.toUpperCase();
  return db.transaction().execute(async (trx) => {
    await place.authorize(trx);
    if (isBuiltInRole(wanted)) throw new AppError('BUILT_IN_ROLE');
    const role = (await place.roles(trx)).find((r) => r.role_code === wanted);
    if (!role) throw new AppError('ROLE_NOT_FOUND');
    if ((await place.countHolders(trx, role.id)) > 0) throw new AppError('USERS_USING_ROLE');
    await place.remove(trx, role.id);
  });
}
