import type { NotificationCounts } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { Actor } from '../../http/actor.js';
import { toNotificationDto } from './notification.queries.js';
import type { NotificationPage, NotificationRepository } from './notification.repository.js';

/** The caller's notifications (spec 02 §4 Notifications): only ever their own. */
export class NotificationService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly realtime: RealtimeHub,
  ) {}

  async list(actor: Actor, page: NotificationPage) {
    const { rows, total, counts } = await this.notifications.page(actor.user.id, page);
    return { data: rows.map(toNotificationDto), total, limit: page.limit, skip: page.skip, ...counts };
  }

  counts(actor: Actor): Promise<NotificationCounts> {
    return this.notifications.counts(actor.user.id);
  }

  async view(actor: Actor, ids: readonly string[]): Promise<NotificationCounts> {
    await this.notifications.markViewed(actor.user.id, ids);
    return this.countsChanged(actor.user.id);
  }

  async read(actor: Actor, id: string): Promise<NotificationCounts> {
    if (!(await this.notifications.markRead(actor.user.id, id))) throw new AppError('NOTIFICATION_NOT_FOUND');
    return this.countsChanged(actor.user.id);
  }

  /** The caller's other tabs update their badge. */
  private async countsChanged(userId: string): Promise<NotificationCounts> {
    const counts = await this.notifications.counts(userId);
    this.realtime.toUsers([userId], 'notification_counts', counts);
    return counts;
  }
}
