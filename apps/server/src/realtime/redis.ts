import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** How long start-up waits for Redis before serving anyway (events then stay local until it answers). */
const CONNECT_WAIT_MS = 5000;
const MAX_RECONNECT_DELAY_MS = 5000;
/**
 * How long a question to every process (fetchSockets, serverSideEmit with an answer) waits; the
 * adapter's own default, 5 s, is how long a process that died stalls whoever asks.
 */
export const CROSS_PROCESS_TIMEOUT_MS = 1000;

export interface RedisLink {
  adapter: ReturnType<typeof createAdapter>;
  /** For commands of this process's own (the socket census). */
  client: RedisClient;
  /**
   * Whether other processes can be asked now. While Redis is down, a question to them would
   * wait in the client's offline queue until it is back.
   */
  connected(): boolean;
  close(): Promise<void>;
}

/**
 * Logs a client's errors once per outage rather than on every reconnect attempt: an unreachable
 * Redis must never crash the process, nor flood the log.
 */
function watch(client: RedisClient, name: string, log: FastifyBaseLogger): void {
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log.error({ err: error, client: name }, 'Redis connection failed; socket events reach only this process');
  });
  client.on('ready', () => {
    if (down) log.info({ client: name }, 'Redis connection restored');
    down = false;
  });
}

/** Commands the adapter sends without awaiting them. */
const FIRE_AND_FORGET = ['publish', 'subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'] as const;

/**
 * The adapter does not await its publishes and subscriptions, so a command cut off by a lost
 * connection would be an unhandled rejection, which ends a Node process. Each such promise gets
 * a handler here; the outage itself is logged by `watch`.
 */
function handleDroppedCommands(client: RedisClient, log: FastifyBaseLogger): void {
  const methods = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of FIRE_AND_FORGET) {
    const original = methods[name]!;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      if (result instanceof Promise)
        result.catch((error: unknown) => log.debug({ err: error }, `Redis ${name} dropped`));
      return result;
    };
  }
}

async function quit(client: RedisClient): Promise<void> {
  try {
    if (client.isReady) await client.quit();
    else if (client.isOpen) await client.disconnect();
  } catch {
    // Already closed: nothing to release.
  }
}

/** The Socket.IO Redis adapter over two clients (publish, subscribe) of REDIS_URL. */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisLink> {
  const pub: RedisClient = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS) },
  });
  const sub = pub.duplicate();
  for (const [client, name] of [
    [pub, 'publish'],
    [sub, 'subscribe'],
  ] as const) {
    watch(client, name, log);
    handleDroppedCommands(client, log);
  }
  // connect() resolves on the first success and keeps retrying meanwhile; its rejection is
  // already reported through the 'error' event.
  const connected = Promise.all([pub.connect(), sub.connect()]).then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS)));
  const ready = await Promise.race([connected, waited]);
  clearTimeout(timer);
  if (!ready) log.warn('Redis is not answering yet; serving anyway, socket events stay local until it does');
  return {
    adapter: createAdapter(pub, sub, { requestsTimeout: CROSS_PROCESS_TIMEOUT_MS }),
    client: pub,
    connected: () => pub.isReady && sub.isReady,
    async close() {
      await Promise.all([quit(pub), quit(sub)]);
    },
  };
}
