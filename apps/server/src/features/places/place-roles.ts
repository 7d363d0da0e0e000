import { CUSTOM_ROLE, isBuiltInRole, mayManageRole, type RankedRole, type ZonePermissionKey } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';

type Flags<K extends ZonePermissionKey> = Record<K, boolean>;

/**
 * The roles of one zone or channel, as the four role-changing calls below see them. Every call
 * runs in one transaction that first locks the place's row (authorize), so two changes never
 * both pass their checks against the same state.
 */
export interface RolePlace<Row extends { id: string; role_code: string }, K extends ZonePermissionKey> {
  /** The place's flags. */
  keys: readonly K[];
  /** Locks the place's row, checks the caller's role holds canManageRole, and answers that role. */
  authorize(trx: Db): Promise<Row>;
  /** A role as the rank rule (the contract's role-rank.ts) and the reply read it. */
  ranked(row: Row): RankedRole & Flags<K>;
  roles(trx: Db): Promise<Row[]>;
  insert(trx: Db, code: string, flags: Flags<K>): Promise<Row>;
  update(trx: Db, roleId: string, changes: Partial<Flags<K>>): Promise<Row>;
  countHolders(trx: Db, roleId: string): Promise<number>;
  remove(trx: Db, roleId: string): Promise<void>;
  /** The role the user holds in the place; undefined when they do not belong to it. */
  memberRole(trx: Db, userId: string): Promise<Row | undefined>;
  countOwners(trx: Db): Promise<number>;
  setMemberRole(trx: Db, userId: string, code: string): Promise<void>;
}

/** Every flag of `keys`, taken from `given` and false where it is not given. */
export function allFlags<K extends string>(keys: readonly K[], given: Partial<Record<K, boolean>>): Record<K, boolean> {
  return Object.fromEntries(keys.map((key) => [key, given[key] ?? false])) as Record<K, boolean>;
}

/** NOT_AUTHORIZED unless the caller's role may manage every role given (mayManageRole). */
function requireRank(caller: RankedRole, ...roles: RankedRole[]): void {
  if (!roles.every((role) => mayManageRole(caller, role))) throw new AppError('NOT_AUTHORIZED');
}

/**
 * Adds a custom role, which must rank below the caller's (an OWNER's excepted): nobody creates a
 * role holding a flag they lack, or all of theirs. A code is never held twice (compared
 * upper-case), and a place holds at most CUSTOM_ROLE.maxRoles roles, built-in ones included.
 */
export function createCustomRole<Row extends { id: string; role_code: string }, K extends ZonePermissionKey>(
  db: Db,
  place: RolePlace<Row, K>,
  code: string,
  flags: Flags<K>,
): Promise<Row> {
  const wanted = code.toUpperCase();
  return db.transaction().execute(async (trx) => {
    const caller = place.ranked(await place.authorize(trx));
    requireRank(caller, { roleCode: wanted, ...flags });
    const roles = await place.roles(trx);
    if (roles.some((role) => role.role_code.toUpperCase() === wanted)) throw new AppError('ROLE_CODE_ALREADY_EXISTS');
    if (roles.length >= CUSTOM_ROLE.maxRoles) throw new AppError('TOO_MANY_ROLES');
    return place.insert(trx, wanted, flags);
  });
}

/** Removes a custom role that ranks below the caller's and that nobody holds. */
export function removeCustomRole<Row extends { id: string; role_code: string }, K extends ZonePermissionKey>(
  db: Db,
  place: RolePlace<Row, K>,
  code: string,
): Promise<void> {
  const wanted = code.toUpperCase();
  return db.transaction().execute(async (trx) => {
    const caller = place.ranked(await place.authorize(trx));
    if (isBuiltInRole(wanted)) throw new AppError('BUILT_IN_ROLE');
    const role = (await place.roles(trx)).find((r) => r.role_code === wanted);
    if (!role) throw new AppError('ROLE_NOT_FOUND');
    requireRank(caller, place.ranked(role));
    if ((await place.countHolders(trx, role.id)) > 0) throw new AppError('USERS_USING_ROLE');
    await place.remove(trx, role.id);
  });
}

/**
 * Merges the given flags into a role. The OWNER role is locked; anyone but an OWNER may change
 * only a role ranked below theirs, and it must still rank below theirs after the change: so
 * nobody edits their own role, grants a flag they lack, or raises a role to their own.
 */
export function updateRolePermissions<Row extends { id: string; role_code: string }, K extends ZonePermissionKey>(
  db: Db,
  place: RolePlace<Row, K>,
  code: string,
  permissions: Partial<Flags<K>>,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const caller = place.ranked(await place.authorize(trx));
    if (code === 'OWNER') throw new AppError('CHANGE_SUPER_ADMIN_PERMISSION');
    const row = (await place.roles(trx)).find((r) => r.role_code === code);
    if (!row) throw new AppError('ROLE_NOT_FOUND');
    const before = place.ranked(row);
    requireRank(caller, before);
    const changes: Partial<Flags<K>> = {};
    for (const key of place.keys) {
      const value = permissions[key];
      if (value !== undefined && value !== before[key]) changes[key] = value;
    }
    if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES_DETECTED');
    requireRank(caller, { ...before, ...changes });
    return place.update(trx, row.id, changes);
  });
}

/**
 * Gives a member another role (built-in or custom; an unknown code is ROLE_NOT_FOUND). Anyone but
 * an OWNER may move only a member whose role ranks below theirs, to a role ranked below theirs,
 * and never themselves; the last OWNER keeps the role. `answer` reads the reply in the same
 * transaction.
 */
export function changeMemberRole<Row extends { id: string; role_code: string }, K extends ZonePermissionKey, T>(
  db: Db,
  place: RolePlace<Row, K>,
  change: { userId: string; code: string },
  answer: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const caller = place.ranked(await place.authorize(trx));
    const next = (await place.roles(trx)).find((r) => r.role_code === change.code);
    if (!next) throw new AppError('ROLE_NOT_FOUND');
    const current = await place.memberRole(trx, change.userId);
    if (!current) throw new AppError('USER_NOT_FOUND');
    requireRank(caller, place.ranked(current), place.ranked(next));
    if (current.id === next.id) throw new AppError('USER_ROLE_EXIST');
    if (current.role_code === 'OWNER' && (await place.countOwners(trx)) <= 1) throw new AppError('OWNER_NOT_EXIST');
    await place.setMemberRole(trx, change.userId, change.code);
    return answer(trx);
  });
}
