import type { ChannelPermissions, RoleCode } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { ChannelRoleRow } from '../../db/schema.js';
import { builtInFirst } from '../community/role-rank.js';
import type { MemberViewRow } from './channel.mapper.js';

/** A channel's roles and its followers' rows as the member table shows them. */
export class ChannelRoleRepository {
  constructor(private readonly db: Db) {}

  /** The channel's roles: OWNER, MODERATOR, USER, then custom ones by code. */
  roles(channelId: string, runner: Db = this.db): Promise<ChannelRoleRow[]> {
    return runner
      .selectFrom('channel_roles as r')
      .selectAll('r')
      .where('r.channel_id', '=', channelId)
      .orderBy(builtInFirst)
      .orderBy('r.role_code')
      .execute();
  }

  insertRole(runner: Db, channelId: string, code: RoleCode, flags: ChannelPermissions): Promise<ChannelRoleRow> {
    return runner
      .insertInto('channel_roles')
      .values({
        channel_id: channelId,
        role_code: code,
        can_invite: flags.canInvite,
        can_delete: flags.canDelete,
        can_edit: flags.canEdit,
        can_manage_role: flags.canManageRole,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async countHolders(runner: Db, roleId: string): Promise<number> {
    const row = await runner
      .selectFrom('user_channels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('channel_role_id', '=', roleId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async deleteRole(runner: Db, roleId: string): Promise<void> {
    await runner.deleteFrom('channel_roles').where('id', '=', roleId).execute();
  }

  roleByCode(channelId: string, code: RoleCode, runner: Db = this.db): Promise<ChannelRoleRow | undefined> {
    return runner
      .selectFrom('channel_roles')
      .selectAll()
      .where('channel_id', '=', channelId)
      .where('role_code', '=', code)
      .executeTakeFirst();
  }

  updatePermissions(runner: Db, roleId: string, changes: Partial<ChannelPermissions>): Promise<ChannelRoleRow> {
    return runner
      .updateTable('channel_roles')
      .set({
        can_invite: changes.canInvite,
        can_delete: changes.canDelete,
        can_edit: changes.canEdit,
        can_manage_role: changes.canManageRole,
      })
      .where('id', '=', roleId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private memberRows(runner: Db, channelId: string) {
    return runner
      .selectFrom('user_channels as uc')
      .innerJoin('channel_roles as r', 'r.id', 'uc.channel_role_id')
      .innerJoin('users as u', 'u.id', 'uc.user_id')
      .where('uc.channel_id', '=', channelId);
  }

  /** One page of followers, earliest first, and how many there are: two queries. */
  async members(channelId: string, page: { limit: number; skip: number }) {
    const rows = this.memberRows(this.db, channelId);
    const [data, count] = await Promise.all([
      rows
        .select(MEMBER_COLUMNS)
        .orderBy('uc.created_at')
        .orderBy('uc.id')
        .limit(page.limit)
        .offset(page.skip)
        .execute(),
      rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: data, total: Number(count.n) };
  }

  member(channelId: string, userId: string, runner: Db = this.db): Promise<MemberViewRow | undefined> {
    return this.memberRows(runner, channelId)
      .select(MEMBER_COLUMNS)
      .where('uc.user_id', '=', userId)
      .executeTakeFirst();
  }
}

const MEMBER_COLUMNS = [
  'uc.id as membership_id',
  'uc.created_at as joined_at',
  'r.role_code',
  'u.id as user_id',
  'u.full_name',
  'u.user_name',
  'u.display_photo',
] as const;
