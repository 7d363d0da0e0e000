import type { Endpoint, RateLimit } from '@plaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '../lib/address-key.js';
import { tooManyRequests, type RateLimiter } from '../lib/rate-limiter.js';
import type { Actor } from './actor.js';

/** Tests change a declared limit by its name (a smaller allowance, say) rather than send hundreds of calls. */
export type RateLimitOverrides = Readonly<Record<string, Partial<Pick<RateLimit, 'points' | 'windowMs'>>>>;

interface DeclaredLimits {
  limiter: RateLimiter;
  overrides: RateLimitOverrides;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where route() counts the limits endpoints declare. */
    declaredLimits: DeclaredLimits;
  }
}

export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter, overrides: RateLimitOverrides = {}) {
  app.decorate('declaredLimits', { limiter, overrides });
}

function callerKey(limit: RateLimit, request: FastifyRequest, actor: Actor | null): string {
  // A public endpoint counts an anonymous caller by address whatever it declares.
  if (limit.key === 'user' && actor) return `user:${actor.user.id}`;
  return `ip:${addressKey(request.ip)}`;
}

/**
 * Counts the call against each limit its endpoint declares, in order, and refuses it with
 * TOO_MANY_REQUESTS and Retry-After at the first one used up.
 */
export async function enforceDeclaredLimits(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: FastifyRequest,
  actor: Actor | null,
): Promise<void> {
  const { limiter, overrides } = app.declaredLimits;
  for (const declared of endpoint.rateLimits ?? []) {
    const { points, windowMs } = { ...declared, ...overrides[declared.name] };
    const { count, retryAfterMs } = await limiter.hit(
      `limit:${declared.name}:${callerKey(declared, request, actor)}`,
      windowMs,
    );
    if (count > points) throw tooManyRequests(retryAfterMs);
  }
}
