import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppOptions, type PlazaApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/config.js';
import type { Db } from '../../src/db/database.js';
import { resetDatabase } from './reset.js';
import { TestClient } from './client.js';
import { createTestDatabase } from './database.js';

export interface TestServer {
  baseUrl: string;
  config: Config;
  db: Db;
  client(): TestClient;
  /** Empties every table and forgets rate-limit counts: a clean slate between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** A server in this process, whose in-memory rate-limit counts a test can forget on their own. */
export interface InProcessTestServer extends TestServer {
  resetRateLimits(): void;
}

/** The product's public origin in tests; the server itself listens on a free port. */
export const TEST_APP_URL = 'http://plaza.test:8000';

/** The JWT secret of every test server: tests that make sessions without signing in sign with it. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The job worker polls and retries quickly in tests, so a mail arrives in milliseconds. */
const FAST_JOBS = { pollMs: 50, retryBaseMs: 100, retryMaxMs: 400 };

/**
 * A real Plaza server on a free port, with a fresh database, reached over HTTP. Starting an
 * embedded database takes seconds, so a test file starts one server and resets it per test.
 */
export async function startTestServer(
  options: AppOptions & { config?: Partial<Config> } = {},
): Promise<InProcessTestServer> {
  const database = await createTestDatabase();
  // A fresh directory for uploaded media; secrets are passed in, so nothing else is written there.
  const dataDir = await mkdtemp(join(tmpdir(), 'plaza-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', APP_ENV: 'test', DATA_DIR: dataDir, PORT: '0', WEB_DIST: '', APP_URL: TEST_APP_URL },
    { databaseUrl: database.url, ...options.config },
  );
  let plaza: PlazaApp | null = await buildApp(config, {
    logger: false,
    memoryDatabase: database.memoryImage,
    secrets: { jwtSecret: TEST_JWT_SECRET },
    ...options,
    jobs: { ...FAST_JOBS, ...options.jobs },
  });
  await plaza.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = plaza.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    config,
    db: plaza.db,
    client: () => new TestClient(baseUrl),
    async reset() {
      await resetDatabase(plaza!.db);
      plaza!.resetRateLimits();
    },
    resetRateLimits: () => plaza!.resetRateLimits(),
    async close() {
      await plaza?.close();
      plaza = null;
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
