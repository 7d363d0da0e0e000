import {
  ZONE_PERMISSION_KEYS,
  type BodyOf,
  type MemberRow,
  type QueryOf,
  type ZonePermissions,
  type ZoneRole,
  type api,
} from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { ZoneRoleRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { allFlags, createCustomRole, removeCustomRole, type RolePlace } from '../community/custom-roles.js';
import type { MembershipRepository } from '../community/membership.repository.js';
import { toZoneRoleDto, zoneColumnOf } from '../community/permissions.js';
import type { ZoneAccess } from './zone-access.js';
import { toMemberRowDto } from './zone.mapper.js';
import type { ZoneRepository } from './zone.repository.js';
import type { RoleChanges, ZoneRoleRepository } from './zone-roles.repository.js';

type PermissionsInput = BodyOf<typeof api.zones.updatePermissions>;
type CreateRoleInput = BodyOf<typeof api.zones.createRole>;
type ChangeRoleInput = BodyOf<typeof api.zones.changeRole>;
type MembersQuery = QueryOf<typeof api.zones.members>;

/** A zone's roles, their permissions and who holds which. */
export class ZoneRoleService {
  constructor(
    private readonly db: Db,
    private readonly zones: ZoneRepository,
    private readonly roles: ZoneRoleRepository,
    private readonly access: ZoneAccess,
    private readonly memberships: MembershipRepository,
  ) {}

  async list(userId: string, zoneId: string): Promise<ZoneRole[]> {
    await this.access.permitted(userId, zoneId, 'canManageRole');
    return (await this.roles.roles(zoneId)).map(toZoneRoleDto);
  }

  /** Changes the flags given; the OWNER role is locked. */
  async updatePermissions(userId: string, zoneId: string, input: PermissionsInput): Promise<ZoneRole> {
    await this.access.permitted(userId, zoneId, 'canManageRole');
    if (input.roleCode === 'OWNER') throw new AppError('CHANGE_SUPER_ADMIN_PERMISSION');
    const role = await this.roles.role(zoneId, input.roleCode);
    if (!role) throw new AppError('ROLE_NOT_FOUND');
    const changes: RoleChanges = {};
    for (const key of ZONE_PERMISSION_KEYS) {
      const value = input.permissions[key];
      const column = zoneColumnOf(key) as keyof RoleChanges;
      if (value !== undefined && value !== role[column]) changes[column] = value;
    }
    if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES_DETECTED');
    return toZoneRoleDto(await this.roles.updateRole(role.id, changes));
  }

  /** Adds a custom role (canManageRole); flags not given are false. */
  async createRole(userId: string, zoneId: string, input: CreateRoleInput): Promise<ZoneRole> {
    const flags = allFlags(ZONE_PERMISSION_KEYS, input.permissions);
    return toZoneRoleDto(await createCustomRole(this.db, this.place(userId, zoneId), input.roleCode, flags));
  }

  /** Removes a custom role nobody holds (canManageRole). */
  removeRole(userId: string, zoneId: string, roleCode: string): Promise<void> {
    return removeCustomRole(this.db, this.place(userId, zoneId), roleCode);
  }

  /** The zone's roles table for the custom-role rules, locked and checked as a role change is. */
  private place(userId: string, zoneId: string): RolePlace<ZoneRoleRow, ZonePermissions> {
    return {
      authorize: async (trx) => {
        await this.zones.lock(trx, zoneId);
        await this.access.permitted(userId, zoneId, 'canManageRole', trx);
      },
      roles: (trx) => this.roles.roles(zoneId, trx),
      insert: (trx, code, flags) => this.roles.insertRole(trx, zoneId, code, flags),
      countHolders: (trx, roleId) => this.roles.countHolders(trx, roleId),
      remove: (trx, roleId) => this.roles.deleteRole(trx, roleId),
    };
  }

  /** Anyone who may see the zone may see who belongs to it. */
  async members(userId: string, zoneId: string, query: MembersQuery) {
    await this.access.visible(userId, zoneId);
    const { rows, total } = await this.roles.members(zoneId, query);
    return { data: rows.map(toMemberRowDto), total, limit: query.limit, skip: query.skip };
  }

  /**
   * Gives a member another role (built-in or custom; an unknown code is ROLE_NOT_FOUND). Only an OWNER grants OWNER or changes an OWNER's role, and the
   * last OWNER keeps theirs. The zone's row is locked so two changes cannot both pass the check.
   */
  async changeRole(callerId: string, zoneId: string, input: ChangeRoleInput): Promise<MemberRow> {
    return this.db.transaction().execute(async (trx) => {
      await this.zones.lock(trx, zoneId);
      const { membership } = await this.access.permitted(callerId, zoneId, 'canManageRole', trx);
      if (!(await this.roles.role(zoneId, input.zoneRoleCode, trx))) throw new AppError('ROLE_NOT_FOUND');
      const target = await this.roles.member(zoneId, input.userId, trx);
      if (!target) throw new AppError('USER_NOT_FOUND');
      const touchesOwner = target.role_code === 'OWNER' || input.zoneRoleCode === 'OWNER';
      if (touchesOwner && membership.role.role_code !== 'OWNER') throw new AppError('NOT_AUTHORIZED');
      if (target.role_code === input.zoneRoleCode) throw new AppError('USER_ROLE_EXIST');
      if (target.role_code === 'OWNER' && (await this.memberships.countZoneOwners(zoneId, trx)) <= 1) {
        throw new AppError('OWNER_NOT_EXIST');
      }
      await this.memberships.setZoneMemberRole(trx, input.userId, zoneId, input.zoneRoleCode);
      return toMemberRowDto({ ...target, role_code: input.zoneRoleCode });
    });
  }
}
