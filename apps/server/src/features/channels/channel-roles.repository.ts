import { ROLE_CODES, type RoleCode } from '@plaza/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ChannelRoleRow, ChannelRolesTable } from '../../db/schema.js';
import type { Runner } from '../community/membership.repository.js';
import type { MemberViewRow } from './channel.mapper.js';

export type PermissionChanges = Pick<
  Updateable<ChannelRolesTable>,
  'can_invite' | 'can_delete' | 'can_edit' | 'can_manage_role'
>;

/** A channel's roles and its followers' rows as the member table shows them. */
export class ChannelRoleRepository {
  constructor(private readonly db: Db) {}

  /** The channel's roles, OWNER first. */
  async roles(channelId: string): Promise<ChannelRoleRow[]> {
    const rows = await this.db.selectFrom('channel_roles').selectAll().where('channel_id', '=', channelId).execute();
    return rows.sort((a, b) => ROLE_CODES.indexOf(a.role_code) - ROLE_CODES.indexOf(b.role_code));
  }

  roleByCode(channelId: string, code: RoleCode): Promise<ChannelRoleRow | undefined> {
    return this.db
      .selectFrom('channel_roles')
      .selectAll()
      .where('channel_id', '=', channelId)
      .where('role_code', '=', code)
      .executeTakeFirst();
  }

  updatePermissions(roleId: string, changes: PermissionChanges): Promise<ChannelRoleRow> {
    return this.db
      .updateTable('channel_roles')
      .set(changes)
      .where('id', '=', roleId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private memberRows(runner: Runner, channelId: string) {
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

  member(channelId: string, userId: string, runner: Runner = this.db): Promise<MemberViewRow | undefined> {
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
