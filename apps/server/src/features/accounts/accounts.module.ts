import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { AuthCookies } from '../../http/cookies.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { SessionService } from '../auth/session.service.js';
import { MailGuard } from '../mail/mail-guard.js';
import { Mailer } from '../mail/mailer.js';
import { OutboxRepository } from '../mail/outbox.repository.js';
import { registerOutgoingMailRoutes } from '../mail/outgoing-mail.routes.js';
import { registerAccountRoutes } from './accounts.routes.js';
import { MemberVerificationService } from './member-verification.service.js';
import { PasswordService } from './password.service.js';
import { RegistrationService } from './registration.service.js';
import { VerificationMailer } from './verification-mail.js';

/** Wires sign-up, verification and passwords, the mail they send, and the super admin's outgoing mail page. */
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
  const verification = new VerificationMailer(mailer, config.appUrl);
  const registration = new RegistrationService(db, verification, jobs, guard);
  const passwords = new PasswordService(db, sessions, mailer, jobs, guard, config.appUrl);
  registerAccountRoutes(app, { registration, passwords, cookies });
  registerOutgoingMailRoutes(app, {
    outbox: new OutboxRepository(db),
    members: new MemberVerificationService(db, verification, jobs, guard),
    smtpConfigured: config.smtpUrl !== null,
  });
}
