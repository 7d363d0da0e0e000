import type { NotificationCounts } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { toNotificationDto } from './notification.queries.js';
import type { NotificationPage, NotificationRepository } from './notification.repository.js';

/** The caller's notifications (spec 02 §4 Notifications): only ever their own. */
export class NotificationService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly realtime: RealtimeHub,
  ) {}

  async list(userId: string, page: NotificationPage) {
    const { rows, total, counts } = await this.notifications.page(userId, page);
    return { data: rows.map(toNotificationDto), total, limit: page.limit, skip: page.skip, ...counts };
  }

  counts(userId: string): Promise<NotificationCounts> {
    return this.notifications.counts(userId);
  }

  async view(userId: string, ids: readonly string[]): Promise<NotificationCounts> {
    await this.notifications.markViewed(userId, ids);
    return this.countsChanged(userId);
  }

  async read(userId: string, id: string): Promise<NotificationCounts> {
    if (!(await this.notifications.markRead(userId, id))) throw new AppError('NOTIFICATION_NOT_FOUND');
    return this.countsChanged(userId);
  }

  /** The caller's other tabs update their badge. */
  private async countsChanged(userId: string): Promise<NotificationCounts> {
    const counts = await this.notifications.counts(userId);
    this.realtime.toUsers([userId], 'notification_counts', counts);
    return counts;
  }
}
