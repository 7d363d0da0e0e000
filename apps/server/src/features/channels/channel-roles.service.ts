import {
  CHANNEL_PERMISSION_KEYS,
  type BodyOf,
  type ChannelPermissions,
  type ChannelRole,
  type MemberRow,
  type QueryOf,
  type api,
} from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { ChannelRoleRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../auth/actor.js';
import { allFlags, createCustomRole, removeCustomRole, type RolePlace } from '../community/custom-roles.js';
import type { MembershipRepository } from '../community/membership.repository.js';
import { channelColumnOf, toChannelRoleDto } from '../community/permissions.js';
import type { ChannelAccess } from './channel-access.js';
import type { ChannelRoleRepository, PermissionChanges } from './channel-roles.repository.js';
import { toMemberRowDto } from './channel.mapper.js';
import type { ChannelRepository } from './channel.repository.js';

type PermissionsInput = BodyOf<typeof api.channels.updatePermissions>;
type CreateRoleInput = BodyOf<typeof api.channels.createRole>;
type ChangeRoleInput = BodyOf<typeof api.channels.changeRole>;
type MembersQuery = QueryOf<typeof api.channels.members>;

/** A channel's roles, their permissions and who holds which. */
export class ChannelRoleService {
  constructor(
    private readonly db: Db,
    private readonly channels: ChannelRepository,
    private readonly roles: ChannelRoleRepository,
    private readonly memberships: MembershipRepository,
    private readonly access: ChannelAccess,
  ) {}

  async list(actor: Actor, channelId: string): Promise<{ data: ChannelRole[] }> {
    await this.access.withFlag(actor.user.id, channelId, 'canManageRole');
    return { data: (await this.roles.roles(channelId)).map(toChannelRoleDto) };
  }

  /** Merges the given flags into a role (canManageRole); the OWNER role is locked. */
  async updatePermissions(actor: Actor, channelId: string, input: PermissionsInput): Promise<ChannelRole> {
    await this.access.withFlag(actor.user.id, channelId, 'canManageRole');
    if (input.roleCode === 'OWNER') throw new AppError('CHANGE_SUPER_ADMIN_PERMISSION');
    const role = await this.roles.roleByCode(channelId, input.roleCode);
    if (!role) throw new AppError('ROLE_NOT_FOUND');
    const changes: PermissionChanges = {};
    for (const key of CHANNEL_PERMISSION_KEYS) {
      const value = input.permissions[key];
      const column = channelColumnOf(key) as keyof PermissionChanges;
      if (value !== undefined && value !== role[column]) changes[column] = value;
    }
    if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES_DETECTED');
    return toChannelRoleDto(await this.roles.updatePermissions(role.id, changes));
  }

  /** Adds a custom role (canManageRole); flags not given are false. */
  async createRole(actor: Actor, channelId: string, input: CreateRoleInput): Promise<ChannelRole> {
    const flags = allFlags(CHANNEL_PERMISSION_KEYS, input.permissions);
    return toChannelRoleDto(await createCustomRole(this.db, this.place(actor, channelId), input.roleCode, flags));
  }

  /** Removes a custom role nobody holds (canManageRole). */
  removeRole(actor: Actor, channelId: string, roleCode: string): Promise<void> {
    return removeCustomRole(this.db, this.place(actor, channelId), roleCode);
  }

  /** The channel's roles table for the custom-role rules, locked and checked as a role change is. */
  private place(actor: Actor, channelId: string): RolePlace<ChannelRoleRow, ChannelPermissions> {
    return {
      authorize: async (trx) => {
        await this.channels.lock(trx, channelId);
        await this.access.withFlag(actor.user.id, channelId, 'canManageRole', trx);
      },
      roles: (trx) => this.roles.roles(channelId, trx),
      insert: (trx, code, flags) => this.roles.insertRole(trx, channelId, code, flags),
      countHolders: (trx, roleId) => this.roles.countHolders(trx, roleId),
      remove: (trx, roleId) => this.roles.deleteRole(trx, roleId),
    };
  }

  /** The followers, paged: for anyone who may see the channel. */
  async members(actor: Actor, channelId: string, page: MembersQuery) {
    await this.access.visible(actor.user.id, channelId);
    const { rows, total } = await this.roles.members(channelId, page);
    return { data: rows.map(toMemberRowDto), total, limit: page.limit, skip: page.skip };
  }

  /**
   * Gives a follower another role (canManageRole; an unknown code is ROLE_NOT_FOUND). Only an OWNER grants OWNER or changes an
   * OWNER, and the last OWNER keeps the role. The channel row is locked meanwhile, so two
   * owners demoting each other at once cannot leave the channel without one.
   */
  async changeRole(actor: Actor, channelId: string, input: ChangeRoleInput): Promise<MemberRow> {
    const { userId, channelRoleCode: code } = input;
    return this.db.transaction().execute(async (trx) => {
      await this.channels.lock(trx, channelId);
      const { role: callerRole } = await this.access.withFlag(actor.user.id, channelId, 'canManageRole', trx);
      if (!(await this.roles.roleByCode(channelId, code, trx))) throw new AppError('ROLE_NOT_FOUND');
      const target = await this.memberships.channelMembership(userId, channelId, trx);
      if (!target) throw new AppError('USER_NOT_FOUND');
      const current = target.role.role_code;
      if ((code === 'OWNER' || current === 'OWNER') && callerRole.role_code !== 'OWNER') {
        throw new AppError('NOT_AUTHORIZED');
      }
      if (current === code) throw new AppError('USER_ROLE_EXIST');
      if (current === 'OWNER' && (await this.memberships.countChannelOwners(channelId, trx)) <= 1) {
        throw new AppError('OWNER_NOT_EXIST');
      }
      await this.memberships.setChannelMemberRole(trx, userId, channelId, code);
      const row = await this.roles.member(channelId, userId, trx);
      if (!row) throw new AppError('USER_NOT_FOUND');
      return toMemberRowDto(row);
    });
  }
}
