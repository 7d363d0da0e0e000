import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { createClient } from 'redis';
import type { Db } from '../db/database.js';

/** The channel (PostgreSQL NOTIFY channel or Redis pub/sub channel) new jobs are announced on. */
export const JOB_WAKE_CHANNEL = 'plaza_jobs';

const RECONNECT_MS = 1000;

/**
 * Announces new jobs to the workers of every process, so one on another process starts at once
 * rather than at its next poll. Best effort: polling stays the fallback, so a lost announcement
 * only delays a job.
 */
export interface WakeChannel {
  publish(): Promise<void>;
  /** Calls `onWake` for each announcement, this process's own included, until `close`. */
  listen(onWake: () => void): Promise<void>;
  close(): Promise<void>;
}

/** One process (PGlite): the worker is woken directly, nothing crosses a process. */
export function localWake(): WakeChannel {
  let listener: (() => void) | null = null;
  return {
    publish: async () => listener?.(),
    listen: async (onWake) => void (listener = onWake),
    close: async () => void (listener = null),
  };
}

/** PostgreSQL LISTEN/NOTIFY: one connection of its own listens, reconnecting when it is lost. */
export function postgresWake(db: Db, databaseUrl: string, log: FastifyBaseLogger): WakeChannel {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (onWake: () => void): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    const again = () => {
      if (closed || client !== next) return;
      client = null;
      retry = setTimeout(() => void connect(onWake), RECONNECT_MS);
    };
    client = next;
    next.on('notification', () => onWake());
    next.on('error', (error) => {
      log.warn({ err: error }, 'job wake-ups: the listening connection was lost; polling until it is back');
      again();
    });
    next.on('end', again);
    try {
      await next.connect();
      await next.query(`listen ${JOB_WAKE_CHANNEL}`);
      // Announcements missed while disconnected: look now.
      onWake();
    } catch (error) {
      log.warn({ err: error }, 'job wake-ups: could not listen; polling until it can');
      await next.end().catch(() => {});
      again();
    }
  };
  return {
    async publish() {
      await sql`select pg_notify(${JOB_WAKE_CHANNEL}, '')`.execute(db).catch((error: unknown) => {
        log.warn({ err: error }, 'job wake-ups: could not announce a job; workers find it at their next poll');
      });
    },
    listen: (onWake) => connect(onWake),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/** Redis pub/sub (REDIS_URL), for deployments that already run Redis for the sockets. */
export function redisWake(url: string, log: FastifyBaseLogger): WakeChannel {
  const pub = createClient({ url, socket: { reconnectStrategy: () => RECONNECT_MS } });
  const sub = pub.duplicate();
  let reported = false;
  for (const client of [pub, sub]) {
    client.on('error', (error: unknown) => {
      if (!reported) log.warn({ err: error }, 'job wake-ups: Redis is not answering; polling until it does');
      reported = true;
    });
    client.on('ready', () => (reported = false));
  }
  const opened = Promise.all([pub.connect(), sub.connect()]).catch(() => {});
  return {
    async publish() {
      // Not awaited: while Redis reconnects the client keeps the message for when it is back.
      if (pub.isOpen) void pub.publish(JOB_WAKE_CHANNEL, '').catch(() => {});
    },
    async listen(onWake) {
      // Not awaited: a Redis that is down must not hold up start-up; the worker polls meanwhile.
      void opened.then(() =>
        sub
          .subscribe(JOB_WAKE_CHANNEL, () => onWake())
          .catch((error: unknown) => {
            log.warn({ err: error }, 'job wake-ups: could not subscribe; polling');
          }),
      );
    },
    async close() {
      // quit() waits for a connection that may never come back: a client still reconnecting is dropped.
      for (const client of [pub, sub]) {
        if (client.isReady) await client.quit().catch(() => {});
        else if (client.isOpen) await client.disconnect().catch(() => {});
      }
    },
  };
}

/** Redis when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY, else (PGlite, one process) in-process. */
export function wakeChannelFor(
  db: Db,
  config: { databaseUrl: string | null; redisUrl: string | null },
  log: FastifyBaseLogger,
): WakeChannel {
  if (config.redisUrl) return redisWake(config.redisUrl, log);
  if (config.databaseUrl && config.databaseUrl !== 'memory') return postgresWake(db, config.databaseUrl, log);
  return localWake();
}
