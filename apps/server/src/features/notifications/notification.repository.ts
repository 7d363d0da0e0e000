import type { NotificationCounts, NotificationType } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { countsOf, notificationViews, type NotificationView } from './notification.queries.js';

export interface NotificationPage {
  limit: number;
  skip: number;
  type?: NotificationType;
}

/** The recipient's side of notifications: their list, their counts, marking them seen and read. */
export class NotificationRepository {
  constructor(private readonly db: Db) {}

  /** One page, newest first, and in a second query the total of the filter and both counts. */
  async page(userId: string, page: NotificationPage) {
    const type = page.type ?? null;
    let rows = notificationViews(this.db, userId).where('n.user_id', '=', userId);
    if (type) rows = rows.where('n.type', '=', type);
    const [data, numbers] = await Promise.all([
      rows.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(page.limit).offset(page.skip).execute(),
      this.db
        .selectFrom('notifications')
        .select([
          type === null
            ? sql<number>`count(*)`.as('total')
            : sql<number>`count(*) filter (where type = ${type})`.as('total'),
          sql<number>`count(*) filter (where viewed_at is null)`.as('unviewed'),
          sql<number>`count(*) filter (where read_at is null)`.as('unread'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: data satisfies NotificationView[],
      total: Number(numbers.total),
      counts: { unviewedCount: Number(numbers.unviewed), unreadCount: Number(numbers.unread) },
    };
  }

  async counts(userId: string): Promise<NotificationCounts> {
    return (await countsOf(this.db, [userId])).get(userId)!;
  }

  /** Marks those of the ids that are the user's as seen; others' ids are ignored. */
  async markViewed(userId: string, ids: readonly string[]): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ viewed_at: new Date() })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('viewed_at', 'is', null)
      .execute();
  }

  /** Marks the user's notification read (and seen); false when they have no such notification. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const now = new Date();
    const row = await this.db
      .updateTable('notifications')
      .set((eb) => ({
        read_at: eb.fn.coalesce('read_at', eb.val(now)),
        viewed_at: eb.fn.coalesce('viewed_at', eb.val(now)),
      }))
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
