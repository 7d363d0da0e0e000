import {
  RateLimiterMemory,
  RateLimiterRedis,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
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
 * How long a count waits for Redis (which answers in about a millisecond) before this process
 * counts it in memory instead: a stalled Redis delays a request by this much, never more.
 */
export const REDIS_WAIT_MS = 250;

/**
 * A RateLimiter on rate-limiter-flexible: RateLimiterMemory in one process, or RateLimiterRedis
 * when a Redis client is given. If Redis fails (down, not yet connected) or has not answered
 * within `redisWaitMs` (stalled), the call falls back to an in-memory insurance limiter of this
 * process: limits keep holding, per process, rather than every request failing, waiting or every
 * limit opening; an outage is logged by the client's owner. A count that timed out may still
 * land in Redis later: a stall errs towards counting a hit twice, never towards losing it.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly byWindow = new Map<number, { shared: RateLimiterAbstract; memory: RateLimiterAbstract }>();
  /** Set when a count timed out, until Redis answers again: meanwhile counts go to memory at once. */
  private redisStalled = false;

  constructor(
    private readonly options: {
      prefix: string;
      redis?: RedisClientType | null;
      redisWaitMs?: number;
      /** Told when counts start skipping a stalled Redis (true) and when it answers again (false). */
      onStall?: (stalled: boolean) => void;
    } = { prefix: 'plaza:rate' },
  ) {}

  async hit(key: string, windowMs: number) {
    const res = await this.counted(windowMs, (limiter) => limiter.penalty(key, 1));
    return { count: res.consumedPoints, retryAfterMs: res.msBeforeNext };
  }

  async peek(key: string, windowMs: number) {
    const res = await this.counted(windowMs, (limiter) => limiter.get(key));
    if (!res || res.msBeforeNext <= 0) return { count: 0, retryAfterMs: 0 };
    return { count: res.consumedPoints, retryAfterMs: res.msBeforeNext };
  }

  async reset(key: string, windowMs: number) {
    await this.counted(windowMs, (limiter) => limiter.delete(key));
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

  private get waitMs(): number {
    return this.options.redisWaitMs ?? REDIS_WAIT_MS;
  }

  /** Runs `op` on the shared limiter, or on this process's own while Redis is known to be stalled. */
  private async counted<T>(windowMs: number, op: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    const { shared, memory } = this.limiters(windowMs);
    if (this.redisStalled) return op(memory);
    const started = performance.now();
    const result = await op(shared);
    if (shared !== memory && performance.now() - started >= this.waitMs) this.awaitRedis();
    return result;
  }

  /**
   * After a count timed out, later ones skip Redis (rather than each wait `redisWaitMs`) until a
   * PING, queued behind whatever Redis is stuck on, is answered or fails.
   */
  private awaitRedis(): void {
    const redis = this.options.redis;
    if (!redis || this.redisStalled) return;
    this.redisStalled = true;
    this.options.onStall?.(true);
    void redis
      .ping()
      .catch(() => undefined)
      .finally(() => {
        this.redisStalled = false;
        this.options.onStall?.(false);
      });
  }

  /** The limiters of one window length, made on first use; the window is part of the key. */
  private limiters(windowMs: number): { shared: RateLimiterAbstract; memory: RateLimiterAbstract } {
    let limiters = this.byWindow.get(windowMs);
    if (limiters) return limiters;
    const common = {
      points: UNBOUNDED,
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
      keyPrefix: `${this.options.prefix}:${windowMs}`,
    };
    const memory = new RateLimiterMemory(common);
    const redis = this.options.redis;
    const shared = redis
      ? new RLWrapperTimeouts({
          limiter: new RateLimiterRedis({
            ...common,
            storeClient: redis,
            useRedisPackage: true,
            // While Redis is away, count in memory at once rather than wait for it.
            rejectIfRedisNotReady: true,
          }),
          // On the wrapper only: a call that times out and then fails counts once in memory, not twice.
          insuranceLimiter: memory,
          timeoutMs: this.waitMs,
        })
      : memory;
    limiters = { shared, memory };
    this.byWindow.set(windowMs, limiters);
    return limiters;
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
