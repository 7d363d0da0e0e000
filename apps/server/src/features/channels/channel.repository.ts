import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ChannelRoleRow, ChannelRow, ZoneRow } from '../../db/schema.js';
import type { UserChannelParts } from './channel.mapper.js';
import { channelLeavable } from '../places/leave-rule.js';
import { livePostCount, unseenPostCount } from './user-channel.counts.js';
import {
  channelsWithZone,
  likePattern,
  selectChannelView,
  visibleChannels,
  type ChannelScope,
  type ChannelViewRow,
} from './channel.queries.js';

export interface ChannelSearch {
  term?: string;
  zoneId?: string;
  limit: number;
  skip: number;
}

export type NewChannel = Pick<ChannelRow, 'zone_id' | 'name' | 'description' | 'public' | 'created_by'>;
export type ChannelChanges = Partial<Pick<ChannelRow, 'name' | 'description' | 'public'>>;

function searchWhere(scope: ChannelScope, search: ChannelSearch): ChannelScope {
  let q = scope;
  if (search.term) q = q.where('c.name', 'ilike', likePattern(search.term));
  if (search.zoneId) q = q.where('c.zone_id', '=', search.zoneId);
  return q;
}

type FollowedRow = ChannelViewRow & {
  membership_id: string;
  joined_at: Date;
  role_id: string;
  live_post_count: number | null;
  unseen_post_count: number | null;
  can_leave: boolean;
} & Omit<ChannelRoleRow, 'id' | 'channel_id'>;

function toUserChannelParts(row: FollowedRow): UserChannelParts {
  const {
    membership_id,
    joined_at,
    role_id,
    role_code,
    can_invite,
    can_delete,
    can_edit,
    can_manage_role,
    live_post_count,
    unseen_post_count,
    can_leave,
    ...channel
  } = row;
  const role = { id: role_id, channel_id: channel.id, role_code, can_invite, can_delete, can_edit, can_manage_role };
  return {
    membershipId: membership_id,
    joinedAt: joined_at,
    channel,
    role,
    livePostCount: Number(live_post_count ?? 0),
    unseenPostCount: Number(unseen_post_count ?? 0),
    canLeave: Boolean(can_leave),
  };
}

/** Channel rows and the reply views built from them. */
export class ChannelRepository {
  constructor(private readonly db: Db) {}

  findVisible(userId: string, channelId: string, runner: Db = this.db): Promise<ChannelViewRow | undefined> {
    return selectChannelView(visibleChannels(runner, userId), userId).where('c.id', '=', channelId).executeTakeFirst();
  }

  /** One page of visible channels, ordered by name, and the count of all that match: two queries. */
  async search(userId: string, search: ChannelSearch): Promise<{ rows: ChannelViewRow[]; total: number }> {
    const scope = searchWhere(visibleChannels(this.db, userId), search);
    const [rows, count] = await Promise.all([
      selectChannelView(scope, userId)
        .orderBy('c.name')
        .orderBy('c.id')
        .limit(search.limit)
        .offset(search.skip)
        .execute(),
      scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /**
   * The channels a user follows (in one zone, or all), with their role in each and the strip's
   * counts (user-channel.counts.ts): one query.
   */
  async followed(
    userId: string,
    filter: { zoneId?: string; channelId?: string } = {},
    runner: Db = this.db,
  ): Promise<UserChannelParts[]> {
    let q = selectChannelView(channelsWithZone(runner), userId)
      .innerJoin('user_channels as uc', 'uc.channel_id', 'c.id')
      .innerJoin('channel_roles as r', 'r.id', 'uc.channel_role_id')
      .select([
        'uc.id as membership_id',
        'uc.created_at as joined_at',
        'r.id as role_id',
        'r.role_code',
        'r.can_invite',
        'r.can_delete',
        'r.can_edit',
        'r.can_manage_role',
        channelLeavable(userId).as('can_leave'),
      ])
      .select((eb) => [livePostCount(eb, userId), unseenPostCount(eb, userId)])
      .where('uc.user_id', '=', userId);
    if (filter.zoneId) q = q.where('c.zone_id', '=', filter.zoneId);
    if (filter.channelId) q = q.where('c.id', '=', filter.channelId);
    const rows = await q.orderBy('c.name').orderBy('c.id').execute();
    return rows.map(toUserChannelParts);
  }

  findZone(zoneId: string, runner: Db = this.db): Promise<ZoneRow | undefined> {
    return runner.selectFrom('zones').selectAll().where('id', '=', zoneId).executeTakeFirst();
  }

  async insert(runner: Db, values: NewChannel): Promise<ChannelRow> {
    return runner.insertInto('channels').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: string, changes: ChannelChanges & Partial<Pick<ChannelRow, 'display_photo' | 'background_photo'>>) {
    await this.db.updateTable('channels').set(changes).where('id', '=', id).execute();
  }

  /** Deletes the channel (its roles, memberships and invitations go with it); null when none. */
  delete(
    id: string,
    runner: Db = this.db,
  ): Promise<Pick<ChannelRow, 'display_photo' | 'background_photo'> | undefined> {
    return runner
      .deleteFrom('channels')
      .where('id', '=', id)
      .returning(['display_photo', 'background_photo'])
      .executeTakeFirst();
  }

  /** Marks the followed channel's posts seen; false when the user does not follow it. */
  async markSeen(userId: string, channelId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('user_channels')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('channel_id', '=', channelId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Locks the channel's row until the transaction ends: serialises role changes and leaving. */
  async lock(runner: Db, id: string): Promise<void> {
    await runner.selectFrom('channels').select('id').where('id', '=', id).forUpdate().execute();
  }
}
