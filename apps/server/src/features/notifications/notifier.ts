import type { NotificationType } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { afterCommit } from '../../db/unit-of-work.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { countsOf, notificationViews, toNotificationDto } from './notification.queries.js';

export interface NewNotification {
  /** The recipient. */
  userId: string;
  type: NotificationType;
  /** Who caused it; null for a system notification. */
  createdBy: string | null;
  postId?: string | null;
  commentId?: string | null;
  invitationId?: string | null;
  /** A meeting_invitation's meeting. */
  meetingId?: string | null;
  message?: string | null;
  /** Notify once per key and recipient (a like taken back and given again notifies once). */
  dedupeKey?: string | null;
}

/**
 * Creates notifications when something happens, and delivers them live. `add` runs inside the
 * caller's unit of work (`inTransaction`) and skips what must never notify: one's own actions,
 * and anything from a user the recipient has blocked. Once the transaction commits, each new
 * notification goes, with the recipient's counts, to the recipient's open tabs; never on rollback.
 */
export class Notifier {
  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimeHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  async add(runner: Db, items: readonly NewNotification[]): Promise<string[]> {
    const wanted = items.filter((item) => item.userId !== item.createdBy);
    if (wanted.length === 0) return [];
    const actors = [...new Set(wanted.map((i) => i.createdBy).filter((id): id is string => id !== null))];
    const blocks =
      actors.length === 0
        ? []
        : await runner
            .selectFrom('user_blocks')
            .select(['blocker_id', 'blocked_id'])
            .where('blocked_id', 'in', actors)
            .where(
              'blocker_id',
              'in',
              wanted.map((i) => i.userId),
            )
            .execute();
    const blocked = new Set(blocks.map((b) => `${b.blocker_id}:${b.blocked_id}`));
    const rows = wanted
      .filter((i) => i.createdBy === null || !blocked.has(`${i.userId}:${i.createdBy}`))
      .map((i) => ({
        user_id: i.userId,
        type: i.type,
        created_by: i.createdBy,
        post_id: i.postId ?? null,
        comment_id: i.commentId ?? null,
        invitation_id: i.invitationId ?? null,
        meeting_id: i.meetingId ?? null,
        message: i.message ?? null,
        dedupe_key: i.dedupeKey ?? null,
      }));
    if (rows.length === 0) return [];
    const inserted = await runner
      .insertInto('notifications')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing())
      .returning('id')
      .execute();
    const ids = inserted.map((r) => r.id);
    await afterCommit(runner, () => this.deliver(ids));
    return ids;
  }

  /** Sends these (committed) notifications to their recipients' open tabs. Never throws. */
  private async deliver(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      const views = await notificationViews(this.db).where('n.id', 'in', ids).execute();
      const counts = await countsOf(this.db, [...new Set(views.map((v) => v.user_id))]);
      for (const view of views) {
        const userCounts = counts.get(view.user_id) ?? { unviewedCount: 0, unreadCount: 0 };
        this.realtime.toUsers([view.user_id], 'notification', {
          notification: toNotificationDto(view),
          counts: userCounts,
        });
      }
    } catch (error) {
      // Delivery is best effort: the notification is stored and the next list shows it.
      this.log.warn({ err: error }, 'notification delivery failed');
    }
  }
}
