import { API_VERSION, api } from '@plaza/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { vi } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { createDatabase, type Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { LocalStorage } from '../../src/lib/storage.js';
import { TestClient } from '../support/client.js';
import { createTestDatabase } from '../support/database.js';
import { resetDatabase } from '../support/reset.js';
import { TEST_APP_URL, type TestServer } from '../support/server.js';

const root = resolve(import.meta.dirname, '../../../..');
const START_TIMEOUT_MS = 45_000;
const STOP_TIMEOUT_MS = 5_000;

/** A server running as a child process (`node --import tsx apps/server/src/main.ts`). */
export interface ServerProcess extends TestServer {
  child: ChildProcess;
  /** What the process printed so far (its warnings and errors): shown when it fails. */
  output(): string;
}

/** Server processes on one fresh PostgreSQL database and one Redis, as behind a load balancer. */
export interface Cluster {
  servers: ServerProcess[];
  /** The shared database, for seeding what the API cannot create directly. */
  db: Db;
  close(): Promise<void>;
}

/** Children still running, killed if the test process ends without closing them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  // Until healthy, or exited: an exited process is reported at once rather than polled to the timeout.
  await vi
    .waitFor(
      async () => {
        if (child.exitCode !== null) return;
        const res = await fetch(`${baseUrl}/${API_VERSION}${api.health.check.path}`);
        if (!res.ok) throw new Error(`health check answered ${res.status}`);
      },
      { timeout: START_TIMEOUT_MS, interval: 100 },
    )
    .catch((error: unknown) => {
      throw new Error(`server process did not become healthy in ${START_TIMEOUT_MS} ms:\n${output()}`, {
        cause: error,
      });
    });
  if (child.exitCode !== null) throw new Error(`server process exited (${child.exitCode}):\n${output()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
  running.delete(child);
}

/** A server process as spawned: stop() ends it gracefully (SIGTERM, then SIGKILL). */
export interface SpawnedServer {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Spawns `node --import tsx apps/server/src/main.ts` on a free port with `env` and the given data
 * directory (its own environment only, as a deployed process has) and waits until it is healthy.
 */
export async function spawnServer(env: Record<string, string>, dataDir: string): Promise<SpawnedServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // Not the test runner's environment: only what a deployed process would be given.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // RTMP ingest on a free port: several of these run at once.
      RTMP_PORT: '0',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const output = () => printed;
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, baseUrl, output, stop: () => stop(child) };
}

async function startProcess(env: Record<string, string>, db: Db): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'plaza-process-'));
  let spawned: SpawnedServer;
  try {
    spawned = await spawnServer(env, dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { child, baseUrl, output } = spawned;
  return {
    child,
    output,
    baseUrl,
    config: loadConfig({ ...env, PORT: new URL(baseUrl).port, DATA_DIR: dataDir }),
    db,
    storage: new LocalStorage(join(dataDir, 'media')),
    client: () => new TestClient(baseUrl),
    // Rate limits are counted in Redis under the cluster's own prefix: tests use addresses of their own.
    reset: () => resetDatabase(db),
    async close() {
      await spawned.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `count` server processes on a fresh database of their own (created on the server
 * DATABASE_URL names, as every PostgreSQL test file does, migrated here first so the processes do not race to migrate it) and the
 * given Redis. They share one JWT secret, as a real deployment's processes do, so a session
 * signed in on one is valid on every other. `settings` adds to their environment (TRUST_PROXY, say).
 */
export async function startCluster(
  count: number,
  redisUrl: string,
  settings: Record<string, string> = {},
): Promise<Cluster> {
  const database = await createTestDatabase();
  if (database.url === 'memory') throw new Error('a cluster needs DATABASE_URL');
  const db = await createDatabase({ databaseUrl: database.url, dataDir: tmpdir() });
  const servers: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(servers.map((s) => s.close()));
    await db.destroy();
    await database.drop();
  };
  try {
    await migrateToLatest(db);
    const env = {
      NODE_ENV: 'test',
      APP_ENV: 'test',
      APP_URL: TEST_APP_URL,
      HOST: '127.0.0.1',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      // The processes share their rate-limit counts, and no other test's.
      RATE_LIMIT_PREFIX: `plaza-test:${randomBytes(8).toString('hex')}`,
      ...settings,
    };
    const started = await Promise.allSettled(Array.from({ length: count }, () => startProcess(env, db)));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, db, close };
}
