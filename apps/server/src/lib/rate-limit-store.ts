import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { createClient, type RedisClientType } from 'redis';
import { FlexibleRateLimiter, MemoryRateLimiter } from './rate-limiter.js';

/** How long start-up waits for Redis before serving anyway (counting in memory until it answers). */
const CONNECT_WAIT_MS = 5000;
const MAX_RECONNECT_DELAY_MS = 5000;

export interface RateLimitStore {
  limiter: FlexibleRateLimiter;
  close(): Promise<void>;
}

/**
 * The rate-limit counts of this process: in Redis under `prefix` when `redisUrl` is set, so
 * every process sharing that Redis shares them; in memory otherwise. The Redis client has no
 * offline queue, so while Redis is away a count fails at once and the limiter counts in this
 * process's memory instead (its insurance limiter); one log line marks the outage and its end.
 * A Redis that is connected but does not answer (stalled) costs one request REDIS_WAIT_MS, then
 * counts go to memory until it answers again.
 */
export async function openRateLimitStore(
  redisUrl: string | null,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<RateLimitStore> {
  if (!redisUrl) return { limiter: new MemoryRateLimiter(), close: async () => {} };
  const client: RedisClientType = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS) },
  });
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'Redis connection failed; rate limits count in this process only until it is back');
  });
  client.on('ready', () => {
    if (down) log.info('Redis connection restored; rate limits are shared again');
    down = false;
  });
  // connect() keeps retrying after a first failure, which the 'error' event already reported.
  const wait = new AbortController();
  const ready = await Promise.race([
    client.connect().then(
      () => true,
      () => false,
    ),
    sleep(CONNECT_WAIT_MS, false, { signal: wait.signal }).catch(() => false),
  ]);
  wait.abort();
  if (!ready) log.warn('Redis is not answering yet; rate limits count in this process until it does');
  return {
    limiter: new FlexibleRateLimiter({
      prefix,
      redis: client,
      onStall: (stalled) =>
        stalled
          ? log.warn('Redis did not answer in time; rate limits count in this process until it does')
          : log.info('Redis answers again; rate limits are shared again'),
    }),
    async close() {
      try {
        if (client.isReady) await client.quit();
        else if (client.isOpen) await client.disconnect();
      } catch {
        // Already closed: nothing to release.
      }
    },
  };
}
