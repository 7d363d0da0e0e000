import type { NotificationType } from '@plaza/contract';
import type { NotificationRow } from '../../src/db/schema-social.js';
import type { TestServer } from '../support/server.js';

export interface NotificationOptions {
  type?: NotificationType;
  createdBy?: string | null;
  postId?: string | null;
  message?: string | null;
  createdAt?: Date;
  viewed?: boolean;
  read?: boolean;
}

/** Inserts a notification straight into the database: the triggers are tested on their own. */
export function insertNotification(
  server: TestServer,
  userId: string,
  options: NotificationOptions = {},
): Promise<NotificationRow> {
  const at = options.createdAt ?? new Date();
  return server.db
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: options.type ?? 'system_notification',
      created_by: options.createdBy ?? null,
      post_id: options.postId ?? null,
      message: options.message ?? (options.type && options.type !== 'system_notification' ? null : 'Hello'),
      viewed_at: options.viewed || options.read ? at : null,
      read_at: options.read ? at : null,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every notification row, oldest first: compare before and after a refused call. */
export const allNotifications = (server: TestServer) =>
  server.db.selectFrom('notifications').selectAll().orderBy('created_at').orderBy('id').execute();

export const notificationsOf = (server: TestServer, userId: string) =>
  server.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
