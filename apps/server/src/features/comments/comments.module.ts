import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Notifier } from '../notifications/notifier.js';

/** STUB (replaced by the comments work). */
export function registerComments(app: FastifyInstance, deps: { db: Db; notifier: Notifier }): void {
  void app;
  void deps;
}
