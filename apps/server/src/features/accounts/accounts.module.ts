import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { AuthCookies } from '../../http/cookies.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { SessionService } from '../auth/session.service.js';
import { registerDevMailRoutes } from '../mail/dev-mail.routes.js';
import { Mailer } from '../mail/mailer.js';
import { registerAccountRoutes } from './accounts.routes.js';
import { MailGuard } from './mail-guard.js';
import { PasswordService } from './password.service.js';
import { RegistrationService } from './registration.service.js';

/** Wires sign-up, verification and passwords, and the mail they send, into the app. */
export function registerAccounts(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    sessions: SessionService;
    cookies: AuthCookies;
    limiter: RateLimiter;
    jobs: JobQueue;
  },
): void {
  const { db, config, sessions, cookies, limiter, jobs } = deps;
  const mailer = Mailer.register(jobs, config, db, app.log);
  const guard = new MailGuard(limiter);
  const registration = new RegistrationService(db, mailer, jobs, guard, config.appUrl);
  const passwords = new PasswordService(db, sessions, mailer, jobs, guard, config.appUrl);
  registerAccountRoutes(app, { registration, passwords, cookies });
  registerDevMailRoutes(app, { db, config });
}
