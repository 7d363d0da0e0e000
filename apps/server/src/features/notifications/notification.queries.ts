import type { Db } from '../../db/database.js';
import { NOTIFICATION, type Notification, type NotificationCounts } from '@plaza/contract';
import { sql } from 'kysely';
import { visiblePosts } from '../posts/post.queries.js';

/**
 * Notifications as their recipient sees them: who, which post and which comment, in one query.
 * Given the viewer, a post they may no longer see (made private, channel left) and its comment
 * are left out, so a notification never shows more than the post's own page would.
 */
export function notificationViews(runner: Db, viewerId?: string) {
  return runner
    .selectFrom('notifications as n')
    .leftJoin('users as u', 'u.id', 'n.created_by')
    .leftJoin('posts as p', (join) => {
      const on = join.onRef('p.id', '=', 'n.post_id');
      return viewerId === undefined ? on : on.on('p.id', 'in', visiblePosts(runner, viewerId).select('p.id'));
    })
    .leftJoin('meetings as m', 'm.id', 'n.meeting_id')
    .leftJoin('post_comments as c', (join) => {
      const on = join.onRef('c.id', '=', 'n.comment_id');
      return viewerId === undefined ? on : on.onRef('c.post_id', '=', 'p.id');
    })
    .select([
      'n.id',
      'n.user_id',
      'n.type',
      'n.message',
      'n.viewed_at',
      'n.read_at',
      'n.created_at',
      'u.id as actor_id',
      'u.full_name as actor_full_name',
      'u.user_name as actor_user_name',
      'u.display_photo as actor_display_photo',
      'p.id as post_id',
      'p.title as post_title',
      'p.slug as post_slug',
      'p.thumbnail as post_thumbnail',
      'c.id as comment_id',
      'c.parent_id as comment_parent_id',
      sql<string | null>`left(c.comment, ${NOTIFICATION.excerptMax})`.as('comment_excerpt'),
      'm.slug as meeting_slug',
      'm.title as meeting_title',
      'm.start_date as meeting_start',
    ]);
}

export type NotificationView = Awaited<ReturnType<ReturnType<typeof notificationViews>['executeTakeFirstOrThrow']>>;

export function toNotificationDto(row: NotificationView): Notification {
  return {
    id: row.id,
    type: row.type,
    createdBy: row.actor_id
      ? {
          id: row.actor_id,
          fullName: row.actor_full_name ?? '',
          userName: row.actor_user_name ?? null,
          displayPhoto: row.actor_display_photo ?? null,
        }
      : null,
    post:
      row.post_id && row.post_title !== null && row.post_slug !== null
        ? { id: row.post_id, title: row.post_title, slug: row.post_slug, thumbnail: row.post_thumbnail ?? null }
        : null,
    comment: row.comment_id
      ? { id: row.comment_id, excerpt: row.comment_excerpt ?? '', parentId: row.comment_parent_id ?? null }
      : null,
    message: row.message,
    meeting:
      row.meeting_slug && row.meeting_title !== null && row.meeting_start
        ? { slug: row.meeting_slug, title: row.meeting_title, startDate: row.meeting_start.toISOString() }
        : null,
    viewedOn: row.viewed_at?.toISOString() ?? null,
    readOn: row.read_at?.toISOString() ?? null,
    createdOn: row.created_at.toISOString(),
  };
}

/** Unviewed and unread counts of each of these users, in one query (users without any get zeros). */
export async function countsOf(runner: Db, userIds: readonly string[]): Promise<Map<string, NotificationCounts>> {
  const counts = new Map<string, NotificationCounts>(userIds.map((id) => [id, { unviewedCount: 0, unreadCount: 0 }]));
  if (userIds.length === 0) return counts;
  const rows = await runner
    .selectFrom('notifications')
    .select([
      'user_id',
      sql<number>`count(*) filter (where viewed_at is null)`.as('unviewed'),
      sql<number>`count(*) filter (where read_at is null)`.as('unread'),
    ])
    .where('user_id', 'in', userIds)
    .where((eb) => eb.or([eb('viewed_at', 'is', null), eb('read_at', 'is', null)]))
    .groupBy('user_id')
    .execute();
  for (const row of rows)
    counts.set(row.user_id, { unviewedCount: Number(row.unviewed), unreadCount: Number(row.unread) });
  return counts;
}
