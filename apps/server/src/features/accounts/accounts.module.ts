import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { AuthCookies } from '../../http/cookies.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { SessionService } from '../auth/session.service.js';
import { MailGuard } from '../mail/mail-guard.js';
import type { Mailer } from '../mail/mailer.js';
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
    mailer: Mailer;
  },
): void {
  const { db, config, sessions, cookies, limiter, mailer } = deps;
  const guard = new MailGuard(limiter, { signUpsPerAddress: config.signUpsPerAddress });
  const verification = new VerificationMailer(mailer, config.appUrl);
  const registration = new RegistrationService(db, verification, guard);
  const passwords = new PasswordService(db, sessions, mailer, guard, config.appUrl);
  registerAccountRoutes(app, { registration, passwords, cookies });
  registerOutgoingMailRoutes(app, {
    outbox: new OutboxRepository(db),
    members: new MemberVerificationService(db, verification, guard),
    smtpConfigured: config.smtpUrl !== null,
  });
}
