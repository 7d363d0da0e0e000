import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { AuthCookies } from '../../http/cookies.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { SessionService } from '../auth/session.service.js';
import { FlowCookie } from './flow-cookie.js';
import { OidcClients } from './oidc-clients.js';
import { ThirdPartyGuard } from './third-party-guard.js';
import { registerThirdPartyRoutes } from './third-party.routes.js';
import { ThirdPartyService } from './third-party.service.js';

/** Wires sign-in with Google and Apple (OpenID Connect) into the app. */
export function registerThirdParty(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    sessions: SessionService;
    cookies: AuthCookies;
    limiter: RateLimiter;
    secret: string;
  },
): void {
  const { db, config, sessions, cookies, limiter, secret } = deps;
  const clients = new OidcClients(config);
  const flows = new FlowCookie(secret, config.appUrl.protocol === 'https:');
  const service = new ThirdPartyService(db, clients, sessions);
  const guard = new ThirdPartyGuard(limiter);
  registerThirdPartyRoutes(app, { service, clients, flows, cookies, guard, appUrl: config.appUrl });
}
