import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { AppError } from '../http/app-error.js';

/**
 * Fixed-window counters, shared by every server process when they live in Redis. A window
 * starts with its key's first hit and ends `windowMs` later (whole seconds).
 */
export interface RateLimiter {
  /** Adds one to the key's count and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<{ count: number; retryAfterMs: number }>;
  peek(key: string, windowMs: number): Promise<{ count: number; retryAfterMs: number }>;
  reset(key: string, windowMs: number): Promise<void>;
}

/** Never reached: the callers compare the count with their own limit. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * A RateLimiter on rate-limiter-flexible: RateLimiterMemory in one process, or RateLimiterRedis
 * when a Redis client is given. If Redis fails (down, not yet connected), each call falls back
 * to an in-memory insurance limiter of this process: limits keep holding, per process, rather
 * than every request failing or every limit opening; the outage is logged by the client's owner.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly byWindow = new Map<number, RateLimiterAbstract>();

  constructor(
    private readonly options: { prefix: string; redis?: RedisClientType | null } = { prefix: 'plaza:rate' },
  ) {}

  async hit(key: string, windowMs: number) {
    const res = await this.limiter(windowMs).penalty(key, 1);
    return { count: res.consumedPoints, retryAfterMs: res.msBeforeNext };
  }

  async peek(key: string, windowMs: number) {
    const res = await this.limiter(windowMs).get(key);
    if (!res || res.msBeforeNext <= 0) return { count: 0, retryAfterMs: 0 };
    return { count: res.consumedPoints, retryAfterMs: res.msBeforeNext };
  }

  async reset(key: string, windowMs: number) {
    await this.limiter(windowMs).delete(key);
  }

  /** Forgets every count (tests): this process's and, with Redis, those under the prefix. */
  async clear(): Promise<void> {
    this.byWindow.clear();
    const redis = this.options.redis;
    if (!redis?.isReady) return;
    const keys: string[] = [];
    for await (const key of redis.scanIterator({ MATCH: `${this.options.prefix}:*`, COUNT: 500 })) keys.push(key);
    if (keys.length > 0) await redis.del(keys);
  }

  /** One limiter per window length, made on first use; the window is part of the key. */
  private limiter(windowMs: number): RateLimiterAbstract {
    let limiter = this.byWindow.get(windowMs);
    if (limiter) return limiter;
    const common = {
      points: UNBOUNDED,
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
      keyPrefix: `${this.options.prefix}:${windowMs}`,
    };
    const memory = new RateLimiterMemory(common);
    const redis = this.options.redis;
    limiter = redis
      ? new RateLimiterRedis({
          ...common,
          storeClient: redis,
          useRedisPackage: true,
          // While Redis is away, count in memory at once rather than wait for it.
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    this.byWindow.set(windowMs, limiter);
    return limiter;
  }
}

/** Counts in this process's memory only: one server process, or a test's own limiter. */
export class MemoryRateLimiter extends FlexibleRateLimiter {
  constructor() {
    super({ prefix: 'plaza:rate', redis: null });
  }
}

/** Counts one more call under `key`; past `max` in the window, refuses it with TOO_MANY_REQUESTS and Retry-After. */
export async function enforceLimit(limiter: RateLimiter, key: string, max: number, windowMs: number): Promise<void> {
  const { count, retryAfterMs } = await limiter.hit(key, windowMs);
  if (count > max) throw tooManyRequests(retryAfterMs);
}

/** The refusal of a used-up limit, telling the caller when the window ends. */
export function tooManyRequests(retryAfterMs: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', undefined, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) });
}
