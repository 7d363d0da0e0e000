import type { MemberRow } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { paged, type Page, type Paged } from '../../lib/paging.js';
import type { Actor } from '../../http/actor.js';
import type { MembershipRepository } from './membership.repository.js';
import type { PlaceAccess } from './place-access.js';
import type { PlaceFlag, PlaceKind, PlaceRoleRow } from './place-kind.js';
import { toRoleDto } from './place-permissions.js';
import type { MemberRecord, PlaceRoleRepository } from './place-role.repository.js';
import {
  allFlags,
  changeMemberRole,
  createCustomRole,
  removeCustomRole,
  updateRolePermissions,
  type RolePlace,
} from './place-roles.js';

type RoleDto<K extends PlaceFlag> = ReturnType<typeof toRoleDto<K>>;
interface RoleInput<K extends PlaceFlag> {
  roleCode: string;
  permissions: Partial<Record<K, boolean>>;
}

export interface PlaceRoleDeps<K extends PlaceFlag> {
  db: Db;
  kind: PlaceKind<K>;
  roles: PlaceRoleRepository<K>;
  memberships: MembershipRepository;
  access: Pick<PlaceAccess<unknown, K>, 'visible' | 'permitted'>;
  /** Locks the place's row until the transaction ends: changes to its members take turns. */
  lock(trx: Db, placeId: string): Promise<unknown>;
}

export function toMemberRowDto(row: MemberRecord): MemberRow {
  return {
    id: row.id,
    user: { id: row.user_id, fullName: row.full_name, userName: row.user_name, displayPhoto: row.display_photo },
    role: row.role_code,
    createdOn: row.created_at.toISOString(),
  };
}

/** A place's roles, their permissions and who holds which. */
export class PlaceRoleService<K extends PlaceFlag> {
  /** Every kind of place holds canManageRole, whatever else its flags are. */
  private readonly manageRole = 'canManageRole' as K;

  constructor(private readonly d: PlaceRoleDeps<K>) {}

  async list(actor: Actor, placeId: string): Promise<RoleDto<K>[]> {
    await this.d.access.permitted(actor.user.id, placeId, this.manageRole);
    return (await this.d.roles.roles(placeId)).map((role) => toRoleDto(this.d.kind, role));
  }

  /** Changes the flags given (canManageRole; the rank rule of place-roles.ts); the OWNER role is locked. */
  async updatePermissions(actor: Actor, placeId: string, input: RoleInput<K>): Promise<RoleDto<K>> {
    const place = this.place(actor, placeId);
    return toRoleDto(this.d.kind, await updateRolePermissions(this.d.db, place, input.roleCode, input.permissions));
  }

  /** Adds a custom role ranked below the caller's (canManageRole); flags not given are false. */
  async createRole(actor: Actor, placeId: string, input: RoleInput<K>): Promise<RoleDto<K>> {
    const flags = allFlags(this.d.kind.keys, input.permissions);
    return toRoleDto(this.d.kind, await createCustomRole(this.d.db, this.place(actor, placeId), input.roleCode, flags));
  }

  /** Removes a custom role ranked below the caller's that nobody holds (canManageRole). */
  removeRole(actor: Actor, placeId: string, roleCode: string): Promise<void> {
    return removeCustomRole(this.d.db, this.place(actor, placeId), roleCode);
  }

  /** Anyone who may see the place may see who belongs to it. */
  async members(actor: Actor, placeId: string, page: Page): Promise<Paged<MemberRow>> {
    await this.d.access.visible(actor.user.id, placeId);
    const { rows, total } = await this.d.roles.members(placeId, page);
    return paged(rows.map(toMemberRowDto), total, page);
  }

  /** Gives a member another role (canManageRole; the rank rule and the last owner of place-roles.ts). */
  changeRole(actor: Actor, placeId: string, change: { userId: string; code: string }): Promise<MemberRow> {
    return changeMemberRole(this.d.db, this.place(actor, placeId), change, async (trx) => {
      const row = await this.d.roles.member(placeId, change.userId, trx);
      if (!row) throw new AppError('USER_NOT_FOUND');
      return toMemberRowDto(row);
    });
  }

  /** The place's roles and memberships for the role-changing calls, under the place's row lock. */
  private place(actor: Actor, placeId: string): RolePlace<PlaceRoleRow, K> {
    const { kind, roles, memberships, access } = this.d;
    return {
      keys: kind.keys,
      authorize: async (trx) => {
        await this.d.lock(trx, placeId);
        return (await access.permitted(actor.user.id, placeId, this.manageRole, trx)).membership.role;
      },
      ranked: (row) => toRoleDto(kind, row),
      roles: (trx) => roles.roles(placeId, trx),
      insert: (trx, code, flags) => roles.insertRole(trx, placeId, code, flags),
      update: (trx, roleId, changes) => roles.updateRole(trx, roleId, changes),
      countHolders: (trx, roleId) => roles.countHolders(trx, roleId),
      remove: (trx, roleId) => roles.deleteRole(trx, roleId),
      memberRole: async (trx, userId) => (await memberships.membership(kind, userId, placeId, trx))?.role,
      countOwners: (trx) => memberships.countOwners(kind, placeId, trx),
      setMemberRole: (trx, userId, code) => memberships.setMemberRole(kind, trx, userId, placeId, code),
    };
  }
}
