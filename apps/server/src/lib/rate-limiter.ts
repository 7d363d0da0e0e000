import { AppError } from '../http/app-error.js';

/**
 * Fixed-window counters. In-process by default; the interface lets a Redis-backed store share
 * counts between server processes.
 */
export interface RateLimiter {
  /** Adds one to the key's count and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<{ count: number; retryAfterMs: number }>;
  peek(key: string): Promise<{ count: number; retryAfterMs: number }>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    this.sweep(now);
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return { count: window.count, retryAfterMs: window.resetAt - now };
  }

  async peek(key: string) {
    const now = Date.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) return { count: 0, retryAfterMs: 0 };
    return { count: current.count, retryAfterMs: current.resetAt - now };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  clear() {
    this.windows.clear();
  }

  /** Drops expired windows now and then so the map cannot grow without bound. */
  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Counts one more call under `key`; past `max` in the window, refuses it with TOO_MANY_REQUESTS and Retry-After. */
export async function enforceLimit(limiter: RateLimiter, key: string, max: number, windowMs: number): Promise<void> {
  const { count, retryAfterMs } = await limiter.hit(key, windowMs);
  if (count > max) {
    throw new AppError('TOO_MANY_REQUESTS', undefined, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) });
  }
}
