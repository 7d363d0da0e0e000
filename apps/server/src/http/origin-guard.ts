import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether an origin is the product itself, one of its zone sites, or an explicitly trusted one. */
export function isTrustedOrigin(origin: string, config: Config): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (config.trustedOrigins.includes(url.origin)) return true;
  const app = config.appUrl;
  if (url.protocol !== app.protocol || url.port !== app.port) return false;
  return url.hostname === app.hostname || url.hostname.endsWith(`.${app.hostname}`);
}

/**
 * Cross-site request forgery guard (DESIGN.md §3): a state-changing request whose Origin, or
 * failing that Referer, names another site is refused. Requests without either header do not
 * come from a browser page on another site (browsers send Origin on cross-site POSTs).
 * `crossSiteUrls` lists the few URLs other sites post to by design.
 */
export function registerOriginGuard(app: FastifyInstance, config: Config, crossSiteUrls: RegExp[] = []): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Posts another site makes by design (Apple's form_post sign-in reply), which change nothing.
    if (crossSiteUrls.some((pattern) => pattern.test(request.url))) return;
    const origin = request.headers.origin ?? request.headers.referer;
    if (origin === undefined) return;
    if (!isTrustedOrigin(origin, config)) throw new AppError('FORBIDDEN_ORIGIN');
  });
}
