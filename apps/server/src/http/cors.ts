import fastifyCors from '@fastify/cors';
import { SUBDOMAIN_HEADER } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import { isTrustedOrigin } from './origin-guard.js';

/** What a page of another origin may send across: the headers the web client sets. */
const ALLOWED_HEADERS = ['Content-Type', 'Authorization', SUBDOMAIN_HEADER];

/** How long a browser may keep a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

/**
 * The origin rule of cross-origin reads (CORS), in the callback form both @fastify/cors and
 * Socket.IO take: the same origins the origin guard lets write (the product, its zone sites and
 * TRUSTED_ORIGINS); any other gets no CORS headers, so its page cannot read a reply.
 */
export function corsOrigin(config: Config) {
  return (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void): void => {
    callback(null, origin !== undefined && isTrustedOrigin(origin, config));
  };
}

/**
 * CORS with credentials (DESIGN.md §3) for clients served from another trusted origin, the spec's
 * own web client among them. It only lets such a page read replies; the origin guard still refuses
 * every write from an origin that is not trusted.
 */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyCors, {
    origin: corsOrigin(config),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE,
  });
}
