import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { NotificationService } from './notification.service.js';

export function registerNotificationRoutes(app: FastifyInstance, notifications: NotificationService): void {
  route(app, api.notifications.list, ({ actor, query }) => notifications.list(actor, query));
  route(app, api.notifications.counts, ({ actor }) => notifications.counts(actor));
  route(app, api.notifications.view, ({ actor, body }) => notifications.view(actor, body.notificationIds));
  route(app, api.notifications.read, ({ actor, params }) => notifications.read(actor, params.id));
}
