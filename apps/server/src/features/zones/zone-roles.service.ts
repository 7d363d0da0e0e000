import {
  ZONE_PERMISSION_KEYS,
  type BodyOf,
  type MemberRow,
  type QueryOf,
  type ZonePermissionKey,
  type ZoneRole,
  type api,
} from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { ZoneRoleRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { MembershipRepository } from '../community/membership.repository.js';
import { toZoneRoleDto } from '../community/permissions.js';
import {
  allFlags,
  changeMemberRole,
  createCustomRole,
  removeCustomRole,
  updateRolePermissions,
  type RolePlace,
} from '../community/place-roles.js';
import type { ZoneAccess } from './zone-access.js';
import { toMemberRowDto } from './zone.mapper.js';
import type { ZoneRepository } from './zone.repository.js';
import type { ZoneRoleRepository } from './zone-roles.repository.js';

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

  /** Changes the flags given (canManageRole; the rank rule of place-roles.ts); the OWNER role is locked. */
  async updatePermissions(userId: string, zoneId: string, input: PermissionsInput): Promise<ZoneRole> {
    const place = this.place(userId, zoneId);
    return toZoneRoleDto(await updateRolePermissions(this.db, place, input.roleCode, input.permissions));
  }

  /** Adds a custom role ranked below the caller's (canManageRole); flags not given are false. */
  async createRole(userId: string, zoneId: string, input: CreateRoleInput): Promise<ZoneRole> {
    const flags = allFlags(ZONE_PERMISSION_KEYS, input.permissions);
    return toZoneRoleDto(await createCustomRole(this.db, this.place(userId, zoneId), input.roleCode, flags));
  }

  /** Removes a custom role ranked below the caller's that nobody holds (canManageRole). */
  removeRole(userId: string, zoneId: string, roleCode: string): Promise<void> {
    return removeCustomRole(this.db, this.place(userId, zoneId), roleCode);
  }

  /** The zone's roles and memberships for the role-changing calls, under the zone's row lock. */
  private place(userId: string, zoneId: string): RolePlace<ZoneRoleRow, ZonePermissionKey> {
    return {
      keys: ZONE_PERMISSION_KEYS,
      authorize: async (trx) => {
        await this.zones.lock(trx, zoneId);
        return (await this.access.permitted(userId, zoneId, 'canManageRole', trx)).membership.role;
      },
      ranked: toZoneRoleDto,
      roles: (trx) => this.roles.roles(zoneId, trx),
      insert: (trx, code, flags) => this.roles.insertRole(trx, zoneId, code, flags),
      update: (trx, roleId, changes) => this.roles.updateRole(trx, roleId, changes),
      countHolders: (trx, roleId) => this.roles.countHolders(trx, roleId),
      remove: (trx, roleId) => this.roles.deleteRole(trx, roleId),
      memberRole: async (trx, memberId) => (await this.memberships.zoneMembership(memberId, zoneId, trx))?.role,
      countOwners: (trx) => this.memberships.countZoneOwners(zoneId, trx),
      setMemberRole: (trx, memberId, code) => this.memberships.setZoneMemberRole(trx, memberId, zoneId, code),
    };
  }

  /** Anyone who may see the zone may see who belongs to it. */
  async members(userId: string, zoneId: string, query: MembersQuery) {
    await this.access.visible(userId, zoneId);
    const { rows, total } = await this.roles.members(zoneId, query);
    return { data: rows.map(toMemberRowDto), total, limit: query.limit, skip: query.skip };
  }

  /** Gives a member another role (canManageRole; the rank rule and the last owner of place-roles.ts). */
  changeRole(callerId: string, zoneId: string, input: ChangeRoleInput): Promise<MemberRow> {
    const change = { userId: input.userId, code: input.zoneRoleCode };
    return changeMemberRole(this.db, this.place(callerId, zoneId), change, async (trx) => {
      const row = await this.roles.member(zoneId, input.userId, trx);
      if (!row) throw new AppError('USER_NOT_FOUND');
      return toMemberRowDto(row);
    });
  }
}
