import { API_VERSION, OPENAPI_PATH, SUBDOMAIN_HEADER, api, type Endpoint } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneRow } from '../db/schema.js';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The zone of the zone site the call comes from (App-Subdomain), null on the main site. */
    zone: ZoneRow | null;
  }
}

/** Finds a zone site's zone and whether the (signed-in) caller belongs to it. */
export type ZoneSiteLookup = (
  subdomain: string,
  userId: string | null,
) => Promise<{ zone: ZoneRow; member: boolean } | null>;

const HEADER = SUBDOMAIN_HEADER.toLowerCase();
const prefixed = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} /${API_VERSION}${e.path}`;

/** Calls a zone site may make even when its zone is unknown or hidden from the caller. */
const OPEN_CALLS = new Set([
  prefixed(api.health.check),
  prefixed({ method: 'GET', path: OPENAPI_PATH }),
  prefixed(api.system.config),
  prefixed(api.profile.photo),
  prefixed(api.zones.photo),
  prefixed(api.channels.photo),
  prefixed(api.posts.mediaFile),
  prefixed(api.auth.logout),
]);

/**
 * Scopes calls from a zone site (DESIGN.md §3). With App-Subdomain, an unknown zone, or a
 * private one the signed-in caller does not belong to, is UNAUTHORIZED_SUBDOMAIN for every call
 * but the open ones; otherwise `request.zone` holds the zone. A signed-out visitor of a private
 * zone's site gets through to sign in; whatever needs a user refuses them anyway.
 * Registered after the auth hook, which it reads.
 */
export function registerZoneHook(app: FastifyInstance, lookup: ZoneSiteLookup): void {
  app.decorateRequest('zone', null);
  const prefix = `/${API_VERSION}/`;
  app.addHook('onRequest', async (request) => {
    request.zone = null;
    const raw = request.headers[HEADER];
    const subdomain = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (!subdomain || !request.url.startsWith(prefix)) return;
    // HEAD is answered by the GET route of the same path.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (OPEN_CALLS.has(`${method} ${request.routeOptions.url ?? ''}`)) return;
    const userId = request.auth.actor?.user.id ?? null;
    const site = await lookup(subdomain, userId);
    if (!site || (!site.zone.public && userId !== null && !site.member)) {
      throw new AppError('UNAUTHORIZED_SUBDOMAIN');
    }
    request.zone = site.zone;
  });
}
