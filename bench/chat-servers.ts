// The chat benchmark's set-up: PostgreSQL and Redis found (or the run skipped), a fresh database,
// users with live sessions seeded in bulk, and server processes started on loopback.
import { API_VERSION, api } from '@plaza/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { AccessTokens } from '../apps/server/src/features/auth/tokens.js';
import { builtServer } from './bench-server.js';
import { ownDatabase } from './own-database.js';

const root = resolve(import.meta.dirname, '..');
/** The addresses CI machines run them at. */
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** Every process serves the same public address, as behind a load balancer (it is the tokens' issuer). */
export const APP_URL = 'http://localhost:8192';

export interface Backing {
  databaseUrl: string;
  redisUrl: string;
}

/** The PostgreSQL and Redis to use, or why the benchmark cannot run. */
export async function findBacking(): Promise<Backing | { skipped: string }> {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const db = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await db.connect();
    await db.query('select 1');
  } catch (error) {
    return { skipped: `PostgreSQL at ${databaseUrl} does not answer (${(error as Error).message}); set DATABASE_URL` };
  } finally {
    await db.end().catch(() => undefined);
  }
  try {
    await pingRedis(new URL(redisUrl));
  } catch (error) {
    return { skipped: `Redis at ${redisUrl} does not answer (${(error as Error).message}); set REDIS_URL` };
  }
  return { databaseUrl, redisUrl };
}

/** PING over a plain connection (the redis client is the server's dependency, not the bench's). */
function pingRedis(url: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379), timeout: 2000 });
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.once('error', fail);
    socket.once('timeout', () => fail(new Error('timed out')));
    // An AUTH first when the URL carries a password; a server without one answers PING with +PONG.
    const password = decodeURIComponent(url.password);
    socket.write(password ? `AUTH ${password}\r\nPING\r\n` : 'PING\r\n');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('+PONG')) {
        socket.end();
        resolve();
      } else if (answer.startsWith('-') || answer.includes('\r\n-')) {
        fail(new Error(answer.trim()));
      }
    });
  });
}

export interface BenchUser {
  id: string;
  /** A signed access token of a live session: what the socket handshake checks. */
  token: string;
}

export interface BenchDatabase {
  url: string;
  /** Runs one statement on the bench database. */
  query<R extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

/** A database of its own on the server, migrated, dropped afterwards. */
export async function freshDatabase(serverUrl: string): Promise<BenchDatabase> {
  const own = await ownDatabase(serverUrl, `plaza_bench_chat_${process.pid}`);
  const db = await createDatabase({ databaseUrl: own.url, dataDir: tmpdir() });
  await migrateToLatest(db);
  await db.destroy();
  const client = new pg.Client({ connectionString: own.url });
  await client.connect();
  return {
    url: own.url,
    query: async (text, params) => (await client.query(text, params)).rows,
    async drop() {
      await client.end();
      await own.drop();
    },
  };
}

/**
 * Seeds `count` verified users, each with a live session, in two set-based statements, and signs
 * each session's access token here with the server's own AccessTokens and the JWT secret the
 * servers are given (JWT_SECRET). That is what SessionService.start does for a sign-in, less the
 * refresh token a socket never shows, and without 10,000 argon2 password checks.
 */
export async function seedUsers(db: BenchDatabase, count: number, jwtSecret: string): Promise<BenchUser[]> {
  await db.query(
    `insert into users (full_name, user_name, email, email_verified_at)
     select 'Chat User ' || i, 'chat_user_' || i, 'chat-' || i || '@plaza.test', now()
     from generate_series(1, $1::int) i`,
    [count],
  );
  const sessions = await db.query<{ id: string; user_id: string }>(
    `insert into sessions (user_id, user_agent)
     select id, 'plaza-bench' from users
     returning id, user_id`,
  );
  const tokens = new AccessTokens(jwtSecret, new URL(APP_URL).origin);
  return Promise.all(
    sessions.map(async (s) => ({ id: s.user_id, token: await tokens.sign({ userId: s.user_id, sessionId: s.id }) })),
  );
}

/** Makes each pair contacts (one row per side), as the contacts feature stores them. */
export async function makeContacts(db: BenchDatabase, pairs: [BenchUser, BenchUser][]): Promise<void> {
  const a = pairs.flatMap(([x, y]) => [x.id, y.id]);
  const b = pairs.flatMap(([x, y]) => [y.id, x.id]);
  await db.query(`insert into contacts (user_id, contact_user_id) select * from unnest($1::uuid[], $2::uuid[])`, [
    a,
    b,
  ]);
}

export interface BenchServer {
  base: string;
  child: ChildProcess;
  /** The process's resident memory now (VmRSS), in bytes. */
  rss(): number;
  stop(): Promise<void>;
}

export const newJwtSecret = () => randomBytes(48).toString('base64url');

/**
 * A server process on loopback, on the bench database and Redis, once it answers /health; with
 * `web`, it serves the web app's build as `npm start` does (for benches that drive a browser).
 */
export async function startServer(
  port: number,
  on: { databaseUrl: string; redisUrl: string },
  jwtSecret: string,
  { web = false }: { web?: boolean } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-chat-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, await builtServer(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RTMP_PORT: '0',
      ...(web ? {} : { WEB_DIST: '' }),
      DATABASE_URL: on.databaseUrl,
      REDIS_URL: on.redisUrl,
      JWT_SECRET: jwtSecret,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`${base}/${API_VERSION}${api.health.check.path}`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { base, child, rss: () => rssOf(child.pid!), stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the chat bench server on port ${port} did not start`);
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) * 1024;
}
