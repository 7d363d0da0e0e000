import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { NotificationRepository } from './notification.repository.js';
import { NotificationService } from './notification.service.js';
import { registerNotificationRoutes } from './notifications.routes.js';

/**
 * The caller's notifications: list, counts, view, read (api.notifications). They are created by
 * the features where things happen, through the Notifier.
 */
export function registerNotifications(app: FastifyInstance, deps: { db: Db; realtime: RealtimeHub }): void {
  const service = new NotificationService(new NotificationRepository(deps.db), deps.realtime);
  registerNotificationRoutes(app, service);
}
