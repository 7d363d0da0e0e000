import {
  CHANNEL_PERMISSION_KEYS,
  type BodyOf,
  type ChannelPermissionKey,
  type ChannelRole,
  type MemberRow,
  type QueryOf,
  type api,
} from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { ChannelRoleRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { MembershipRepository } from '../community/membership.repository.js';
import { toChannelRoleDto } from '../community/permissions.js';
import {
  allFlags,
  changeMemberRole,
  createCustomRole,
  removeCustomRole,
  updateRolePermissions,
  type RolePlace,
} from '../community/place-roles.js';
import type { ChannelAccess } from './channel-access.js';
import type { ChannelRoleRepository } from './channel-roles.repository.js';
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

  async list(actor: Actor, channelId: string): Promise<ChannelRole[]> {
    await this.access.withFlag(actor.user.id, channelId, 'canManageRole');
    return (await this.roles.roles(channelId)).map(toChannelRoleDto);
  }

  /** Merges the given flags into a role (canManageRole; the rank rule of place-roles.ts); OWNER is locked. */
  async updatePermissions(actor: Actor, channelId: string, input: PermissionsInput): Promise<ChannelRole> {
    const place = this.place(actor, channelId);
    return toChannelRoleDto(await updateRolePermissions(this.db, place, input.roleCode, input.permissions));
  }

  /** Adds a custom role ranked below the caller's (canManageRole); flags not given are false. */
  async createRole(actor: Actor, channelId: string, input: CreateRoleInput): Promise<ChannelRole> {
    const flags = allFlags(CHANNEL_PERMISSION_KEYS, input.permissions);
    return toChannelRoleDto(await createCustomRole(this.db, this.place(actor, channelId), input.roleCode, flags));
  }

  /** Removes a custom role ranked below the caller's that nobody holds (canManageRole). */
  removeRole(actor: Actor, channelId: string, roleCode: string): Promise<void> {
    return removeCustomRole(this.db, this.place(actor, channelId), roleCode);
  }

  /** The channel's roles and followers for the role-changing calls, under the channel's row lock. */
  private place(actor: Actor, channelId: string): RolePlace<ChannelRoleRow, ChannelPermissionKey> {
    return {
      keys: CHANNEL_PERMISSION_KEYS,
      authorize: async (trx) => {
        await this.channels.lock(trx, channelId);
        return (await this.access.withFlag(actor.user.id, channelId, 'canManageRole', trx)).role;
      },
      ranked: toChannelRoleDto,
      roles: (trx) => this.roles.roles(channelId, trx),
      insert: (trx, code, flags) => this.roles.insertRole(trx, channelId, code, flags),
      update: (trx, roleId, changes) => this.roles.updatePermissions(trx, roleId, changes),
      countHolders: (trx, roleId) => this.roles.countHolders(trx, roleId),
      remove: (trx, roleId) => this.roles.deleteRole(trx, roleId),
      memberRole: async (trx, userId) => (await this.memberships.channelMembership(userId, channelId, trx))?.role,
      countOwners: (trx) => this.memberships.countChannelOwners(channelId, trx),
      setMemberRole: (trx, userId, code) => this.memberships.setChannelMemberRole(trx, userId, channelId, code),
    };
  }

  /** The followers, paged: for anyone who may see the channel. */
  async members(actor: Actor, channelId: string, page: MembersQuery) {
    await this.access.visible(actor.user.id, channelId);
    const { rows, total } = await this.roles.members(channelId, page);
    return { data: rows.map(toMemberRowDto), total, limit: page.limit, skip: page.skip };
  }

  /** Gives a follower another role (canManageRole; the rank rule and the last owner of place-roles.ts). */
  changeRole(actor: Actor, channelId: string, input: ChangeRoleInput): Promise<MemberRow> {
    const change = { userId: input.userId, code: input.channelRoleCode };
    return changeMemberRole(this.db, this.place(actor, channelId), change, async (trx) => {
      const row = await this.roles.member(channelId, input.userId, trx);
      if (!row) throw new AppError('USER_NOT_FOUND');
      return toMemberRowDto(row);
    });
  }
}
