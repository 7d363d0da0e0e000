import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { AuthCookies } from '../../http/cookies.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { LoginGuard } from '../auth/login-guard.js';
import type { SessionService } from '../auth/session.service.js';
import { VerificationMailer } from '../accounts/verification-mail.js';
import { MailGuard } from '../mail/mail-guard.js';
import type { Mailer } from '../mail/mailer.js';
import { WalletGuard } from './wallet-guard.js';
import { registerWalletRoutes } from './wallet.routes.js';
import { WalletService } from './wallet.service.js';

/** Wires sign-in with a wallet (issue 8). */
export function registerWallet(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    sessions: SessionService;
    cookies: AuthCookies;
    limiter: RateLimiter;
    loginGuard: LoginGuard;
    mailer: Mailer;
  },
): void {
  const { db, config, sessions, cookies, limiter, loginGuard, mailer } = deps;
  const wallet = new WalletService(db, {
    sessions,
    loginGuard,
    guard: new WalletGuard(limiter),
    mailGuard: new MailGuard(limiter, { signUpsPerAddress: config.signUpsPerAddress }),
    verification: new VerificationMailer(mailer, config.appUrl),
    appUrl: config.appUrl,
  });
  registerWalletRoutes(app, { wallet, cookies });
}
