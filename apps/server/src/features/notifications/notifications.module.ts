import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';

/** STUB (replaced by the notifications work): list, counts, view, read. */
export function registerNotifications(app: FastifyInstance, deps: { db: Db; realtime: RealtimeHub }): void {
  void app;
  void deps;
}
