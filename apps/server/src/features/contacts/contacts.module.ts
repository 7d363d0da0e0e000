import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { Notifier } from '../notifications/notifier.js';

export interface ContactsDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
  limiter: RateLimiter;
  notifier: Notifier;
  realtime: RealtimeHub;
}

/** STUB (replaced by the contacts work). */
export function registerContacts(app: FastifyInstance, deps: ContactsDeps): void {
  void app;
  void deps;
}
