import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlexibleRateLimiter, MemoryRateLimiter, type RateLimiter } from '../../src/lib/rate-limiter.js';
import { openRateLimitStore } from '../../src/lib/rate-limit-store.js';
import { startStallingProxy } from '../support/tcp-proxy.js';

const MINUTE = 60_000;
const silent = { error() {}, warn() {}, info() {} } as unknown as Parameters<typeof openRateLimitStore>[2];

/** What every store does, whichever holds the counts. */
function behavesAsFixedWindows(make: () => RateLimiter) {
  it('counts hits per key and window, and tells how long the window has left', async () => {
    const limiter = make();
    expect(await limiter.hit('a', MINUTE)).toMatchObject({ count: 1 });
    expect(await limiter.hit('a', MINUTE)).toMatchObject({ count: 2 });
    expect(await limiter.hit('b', MINUTE)).toMatchObject({ count: 1 });
    // The same key under another window length is another count.
    expect(await limiter.hit('a', 2 * MINUTE)).toMatchObject({ count: 1 });
    const { retryAfterMs } = await limiter.hit('a', MINUTE);
    expect(retryAfterMs).toBeGreaterThan(MINUTE - 5000);
    expect(retryAfterMs).toBeLessThanOrEqual(MINUTE);
  });

  it('peeks without counting, and resets one key', async () => {
    const limiter = make();
    expect(await limiter.peek('p', MINUTE)).toEqual({ count: 0, retryAfterMs: 0 });
    await limiter.hit('p', MINUTE);
    await limiter.hit('p', MINUTE);
    expect(await limiter.peek('p', MINUTE)).toMatchObject({ count: 2 });
    expect(await limiter.peek('p', MINUTE)).toMatchObject({ count: 2 });
    await limiter.reset('p', MINUTE);
    expect(await limiter.peek('p', MINUTE)).toEqual({ count: 0, retryAfterMs: 0 });
  });

  it('starts a new window once the last one ended', async () => {
    const limiter = make();
    await limiter.hit('w', 1000);
    expect(await limiter.hit('w', 1000)).toMatchObject({ count: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.peek('w', 1000)).toEqual({ count: 0, retryAfterMs: 0 });
    expect(await limiter.hit('w', 1000)).toMatchObject({ count: 1 });
  });
}

describe('the in-memory rate limiter', () => {
  behavesAsFixedWindows(() => new MemoryRateLimiter());

  it('forgets every count on clear', async () => {
    const limiter = new MemoryRateLimiter();
    await limiter.hit('c', MINUTE);
    await limiter.clear();
    expect(await limiter.peek('c', MINUTE)).toEqual({ count: 0, retryAfterMs: 0 });
  });
});

describe.runIf(process.env.REDIS_URL)('the Redis rate limiter', () => {
  const prefix = `plaza-test:${randomUUID()}`;
  let redis: RedisClientType;
  beforeAll(async () => {
    redis = createClient({ url: process.env.REDIS_URL! });
    await redis.connect();
  });
  afterAll(async () => {
    for await (const key of redis.scanIterator({ MATCH: `${prefix}*` })) await redis.del(key);
    await redis.quit();
  });

  behavesAsFixedWindows(() => new FlexibleRateLimiter({ prefix: `${prefix}:${randomUUID()}`, redis }));

  it('shares counts between limiters (processes) on one prefix, and clear forgets only its own', async () => {
    const shared = `${prefix}:shared`;
    const one = new FlexibleRateLimiter({ prefix: shared, redis });
    const two = new FlexibleRateLimiter({ prefix: shared, redis });
    const other = new FlexibleRateLimiter({ prefix: `${prefix}:other`, redis });
    await one.hit('k', MINUTE);
    expect(await two.hit('k', MINUTE)).toMatchObject({ count: 2 });
    expect(await one.peek('k', MINUTE)).toMatchObject({ count: 2 });
    await other.hit('k', MINUTE);
    await one.clear();
    expect(await two.peek('k', MINUTE)).toEqual({ count: 0, retryAfterMs: 0 });
    expect(await other.peek('k', MINUTE)).toMatchObject({ count: 1 });
  });

  it('keeps counting in memory, without failing, while Redis cannot be reached', async () => {
    // A port nothing listens on: the store starts anyway and every count falls back to memory.
    const store = await openRateLimitStore('redis://127.0.0.1:1', `${prefix}:down`, silent);
    try {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) counts.push((await store.limiter.hit('k', MINUTE)).count);
      expect(counts).toEqual([1, 2, 3]);
      expect(await store.limiter.peek('k', MINUTE)).toMatchObject({ count: 3 });
    } finally {
      await store.close();
    }
  }, 15_000);

  it('falls back to memory, without failing, when Redis goes away mid-window', async () => {
    const client: RedisClientType = createClient({ url: process.env.REDIS_URL!, disableOfflineQueue: true });
    client.on('error', () => {});
    await client.connect();
    const limiter = new FlexibleRateLimiter({ prefix: `${prefix}:outage`, redis: client });
    expect(await limiter.hit('k', MINUTE)).toMatchObject({ count: 1 });
    expect(await redis.get(`${prefix}:outage:${MINUTE}:k`)).toBe('1');
    await client.disconnect();
    // This process's own count from then on: the limit still holds here, nothing throws.
    expect(await limiter.hit('k', MINUTE)).toMatchObject({ count: 1 });
    expect(await limiter.hit('k', MINUTE)).toMatchObject({ count: 2 });
    expect(await redis.get(`${prefix}:outage:${MINUTE}:k`)).toBe('1');
  });

  it('answers within its wait, counting in memory, while Redis stalls', async () => {
    // Long enough that a call which does not wait at all is told apart even on a busy machine.
    const WAIT_MS = 1000;
    const url = new URL(process.env.REDIS_URL!);
    const proxy = await startStallingProxy(url.hostname, Number(url.port || 6379));
    const client: RedisClientType = createClient({
      url: `redis://${url.hostname}:${proxy.port}${url.pathname}`,
      disableOfflineQueue: true,
    });
    client.on('error', () => {});
    await client.connect();
    const key = `${prefix}:stall:${MINUTE}:k`;
    const stalls: boolean[] = [];
    let answered = () => {};
    const answersAgain = new Promise<void>((resolve) => (answered = resolve));
    const limiter = new FlexibleRateLimiter({
      prefix: `${prefix}:stall`,
      redis: client,
      redisWaitMs: WAIT_MS,
      onStall: (stalled) => {
        stalls.push(stalled);
        if (!stalled) answered();
      },
    });
    try {
      expect(await limiter.hit('k', MINUTE)).toMatchObject({ count: 1 });
      proxy.stall();
      // Connected but silent, as a Redis busy with a slow command: without a bounded wait this never answers.
      const started = performance.now();
      expect(await limiter.hit('k', MINUTE)).toMatchObject({ count: 1 });
      // Once one count timed out, the next ones do not wait at all.
      const second = performance.now();
      expect(await limiter.hit('k', MINUTE)).toMatchObject({ count: 2 });
      expect(await limiter.peek('k', MINUTE)).toMatchObject({ count: 2 });
      const done = performance.now();
      expect(done - started).toBeLessThan(10 * WAIT_MS);
      expect(done - second).toBeLessThan(WAIT_MS);
      expect(await redis.get(key)).toBe('1');
      expect(stalls).toEqual([true]);

      proxy.resume();
      await answersAgain;
      expect(stalls).toEqual([true, false]);
      // The count that timed out still landed in Redis: a stall counts a hit twice rather than losing it.
      expect(await redis.get(key)).toBe('2');
      expect(await limiter.hit('k', MINUTE)).toMatchObject({ count: 3 });
    } finally {
      await client.disconnect();
      await proxy.close();
    }
  });

  it('counts in Redis through the store REDIS_URL opens', async () => {
    const store = await openRateLimitStore(process.env.REDIS_URL!, `${prefix}:store`, silent);
    try {
      await store.limiter.hit('k', MINUTE);
      const keys: string[] = [];
      for await (const key of redis.scanIterator({ MATCH: `${prefix}:store:*` })) keys.push(key);
      expect(keys).toEqual([`${prefix}:store:${MINUTE}:k`]);
    } finally {
      await store.close();
    }
  });
});
