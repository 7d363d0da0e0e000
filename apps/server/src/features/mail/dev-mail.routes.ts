import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/route.js';
import { OutboxRepository } from './outbox.repository.js';

const RECENT_MAILS = 50;

/** The outbox for developers and tests; production answers as if there were no such route. */
export function registerDevMailRoutes(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const outbox = new OutboxRepository(deps.db);
  route(app, api.dev.mail, async () => {
    if (deps.config.isProduction) throw new AppError('ROUTE_NOT_FOUND');
    return outbox.recent(RECENT_MAILS);
  });
}
