import { DEFAULT_CHANNEL_PERMISSIONS, DEFAULT_ZONE_PERMISSIONS, ROLE_CODES, type RoleCode } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { ChannelRoleRow, ZoneRoleRow } from '../../db/schema.js';

export interface ZoneMembership {
  /** The user_zones row id. */
  id: string;
  createdAt: Date;
  role: ZoneRoleRow;
}

export interface ChannelMembership {
  /** The user_channels row id. */
  id: string;
  createdAt: Date;
  role: ChannelRoleRow;
}

/**
 * Roles and memberships of zones and channels: the one place that writes user_zones and
 * user_channels and reads a caller's role, so every service checks permissions the same way.
 */
export class MembershipRepository {
  constructor(private readonly db: Db) {}

  /** Gives a new zone its OWNER, MODERATOR and USER roles with the default permissions. */
  async createZoneRoles(runner: Db, zoneId: string): Promise<void> {
    await runner
      .insertInto('zone_roles')
      .values(
        ROLE_CODES.map((code) => {
          const p = DEFAULT_ZONE_PERMISSIONS[code];
          return {
            zone_id: zoneId,
            role_code: code,
            can_create_channel: p.canCreateChannel,
            can_invite: p.canInvite,
            can_delete: p.canDelete,
            can_edit: p.canEdit,
            can_manage_role: p.canManageRole,
          };
        }),
      )
      .execute();
  }

  async createChannelRoles(runner: Db, channelId: string): Promise<void> {
    await runner
      .insertInto('channel_roles')
      .values(
        ROLE_CODES.map((code) => {
          const p = DEFAULT_CHANNEL_PERMISSIONS[code];
          return {
            channel_id: channelId,
            role_code: code,
            can_invite: p.canInvite,
            can_delete: p.canDelete,
            can_edit: p.canEdit,
            can_manage_role: p.canManageRole,
          };
        }),
      )
      .execute();
  }

  async zoneMembership(userId: string, zoneId: string, runner: Db = this.db): Promise<ZoneMembership | null> {
    const row = await runner
      .selectFrom('user_zones as uz')
      .innerJoin('zone_roles as r', 'r.id', 'uz.zone_role_id')
      .select(['uz.id as membership_id', 'uz.created_at as joined_at'])
      .selectAll('r')
      .where('uz.user_id', '=', userId)
      .where('uz.zone_id', '=', zoneId)
      .executeTakeFirst();
    if (!row) return null;
    const { membership_id, joined_at, ...role } = row;
    return { id: membership_id, createdAt: joined_at, role };
  }

  async channelMembership(userId: string, channelId: string, runner: Db = this.db): Promise<ChannelMembership | null> {
    const row = await runner
      .selectFrom('user_channels as uc')
      .innerJoin('channel_roles as r', 'r.id', 'uc.channel_role_id')
      .select(['uc.id as membership_id', 'uc.created_at as joined_at'])
      .selectAll('r')
      .where('uc.user_id', '=', userId)
      .where('uc.channel_id', '=', channelId)
      .executeTakeFirst();
    if (!row) return null;
    const { membership_id, joined_at, ...role } = row;
    return { id: membership_id, createdAt: joined_at, role };
  }

  /** Adds the user to the zone with the role, or does nothing when they already belong. */
  async addZoneMember(runner: Db, userId: string, zoneId: string, code: RoleCode): Promise<void> {
    const role = await runner
      .selectFrom('zone_roles')
      .select('id')
      .where('zone_id', '=', zoneId)
      .where('role_code', '=', code)
      .executeTakeFirstOrThrow();
    await runner
      .insertInto('user_zones')
      .values({ user_id: userId, zone_id: zoneId, zone_role_id: role.id })
      .onConflict((oc) => oc.columns(['user_id', 'zone_id']).doNothing())
      .execute();
  }

  async addChannelMember(runner: Db, userId: string, channelId: string, code: RoleCode): Promise<void> {
    const role = await runner
      .selectFrom('channel_roles')
      .select('id')
      .where('channel_id', '=', channelId)
      .where('role_code', '=', code)
      .executeTakeFirstOrThrow();
    await runner
      .insertInto('user_channels')
      .values({ user_id: userId, channel_id: channelId, channel_role_id: role.id })
      .onConflict((oc) => oc.columns(['user_id', 'channel_id']).doNothing())
      .execute();
  }

  async countZoneOwners(zoneId: string, runner: Db = this.db): Promise<number> {
    const row = await runner
      .selectFrom('user_zones as uz')
      .innerJoin('zone_roles as r', 'r.id', 'uz.zone_role_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('uz.zone_id', '=', zoneId)
      .where('r.role_code', '=', 'OWNER')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async countChannelOwners(channelId: string, runner: Db = this.db): Promise<number> {
    const row = await runner
      .selectFrom('user_channels as uc')
      .innerJoin('channel_roles as r', 'r.id', 'uc.channel_role_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('uc.channel_id', '=', channelId)
      .where('r.role_code', '=', 'OWNER')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A channel membership by its id, with the channel and user it joins and the role held. */
  async channelMembershipById(
    membershipId: string,
    runner: Db = this.db,
  ): Promise<(ChannelMembership & { userId: string; channelId: string }) | null> {
    const row = await runner
      .selectFrom('user_channels as uc')
      .innerJoin('channel_roles as r', 'r.id', 'uc.channel_role_id')
      .select(['uc.id as membership_id', 'uc.created_at as joined_at', 'uc.user_id as member_user_id'])
      .selectAll('r')
      .where('uc.id', '=', membershipId)
      .executeTakeFirst();
    if (!row) return null;
    const { membership_id, joined_at, member_user_id, ...role } = row;
    return { id: membership_id, createdAt: joined_at, role, userId: member_user_id, channelId: role.channel_id };
  }

  /** Gives a follower of the channel the channel's role of that code. */
  async setChannelMemberRole(runner: Db, userId: string, channelId: string, code: RoleCode): Promise<void> {
    const role = await runner
      .selectFrom('channel_roles')
      .select('id')
      .where('channel_id', '=', channelId)
      .where('role_code', '=', code)
      .executeTakeFirstOrThrow();
    await runner
      .updateTable('user_channels')
      .set({ channel_role_id: role.id })
      .where('user_id', '=', userId)
      .where('channel_id', '=', channelId)
      .execute();
  }

  async removeChannelMembership(runner: Db, membershipId: string): Promise<void> {
    await runner.deleteFrom('user_channels').where('id', '=', membershipId).execute();
  }

  /** A zone membership by its id, with the zone and user it joins and the role held. */
  async zoneMembershipById(
    membershipId: string,
    runner: Db = this.db,
  ): Promise<(ZoneMembership & { userId: string; zoneId: string }) | null> {
    const row = await runner
      .selectFrom('user_zones as uz')
      .innerJoin('zone_roles as r', 'r.id', 'uz.zone_role_id')
      .select(['uz.id as membership_id', 'uz.created_at as joined_at', 'uz.user_id as member_user_id'])
      .selectAll('r')
      .where('uz.id', '=', membershipId)
      .executeTakeFirst();
    if (!row) return null;
    const { membership_id, joined_at, member_user_id, ...role } = row;
    return { id: membership_id, createdAt: joined_at, role, userId: member_user_id, zoneId: role.zone_id };
  }

  /** Gives a member of the zone the zone's role of that code. */
  async setZoneMemberRole(runner: Db, userId: string, zoneId: string, code: RoleCode): Promise<void> {
    const role = await runner
      .selectFrom('zone_roles')
      .select('id')
      .where('zone_id', '=', zoneId)
      .where('role_code', '=', code)
      .executeTakeFirstOrThrow();
    await runner
      .updateTable('user_zones')
      .set({ zone_role_id: role.id })
      .where('user_id', '=', userId)
      .where('zone_id', '=', zoneId)
      .execute();
  }

  /** Removes the user from the zone and from every channel of it. */
  async removeZoneMember(runner: Db, userId: string, zoneId: string): Promise<void> {
    await runner
      .deleteFrom('user_channels')
      .where('user_id', '=', userId)
      .where('channel_id', 'in', (eb) => eb.selectFrom('channels').select('id').where('zone_id', '=', zoneId))
      .execute();
    await runner.deleteFrom('user_zones').where('user_id', '=', userId).where('zone_id', '=', zoneId).execute();
  }

  /** How many channels of the zone have the user as their only owner. */
  async countChannelsSolelyOwned(userId: string, zoneId: string, runner: Db = this.db): Promise<number> {
    const row = await runner
      .selectFrom('user_channels as uc')
      .innerJoin('channel_roles as r', 'r.id', 'uc.channel_role_id')
      .innerJoin('channels as c', 'c.id', 'uc.channel_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('uc.user_id', '=', userId)
      .where('c.zone_id', '=', zoneId)
      .where('r.role_code', '=', 'OWNER')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_channels as other')
              .innerJoin('channel_roles as orole', 'orole.id', 'other.channel_role_id')
              .select('other.id')
              .whereRef('other.channel_id', '=', 'uc.channel_id')
              .where('other.user_id', '!=', userId)
              .where('orole.role_code', '=', 'OWNER'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
