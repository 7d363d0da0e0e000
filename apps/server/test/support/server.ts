import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions, type PlazaApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/config.js';
import type { Db } from '../../src/db/database.js';
import type { Storage } from '../../src/lib/storage.js';
import { resetDatabase } from './reset.js';
import { TestClient } from './client.js';
import { createTestDatabase } from './database.js';

export interface TestServer {
  baseUrl: string;
  config: Config;
  db: Db;
  /** The server's media store. */
  storage: Storage;
  client(): TestClient;
  /** Empties every table and forgets rate-limit counts: a clean slate between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** A server in this process, whose rate-limit counts a test can forget on their own. */
export interface InProcessTestServer extends TestServer {
  resetRateLimits(): Promise<void>;
  /** The RTMP ingest's port (a free one); null when the server runs no `ingest` role. */
  rtmpPort: number | null;
}

/** The product's public origin in tests; the server itself listens on a free port. */
export const TEST_APP_URL = 'http://plaza.test:8000';

/** The JWT secret of every test server: tests that make sessions without signing in sign with it. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The job worker polls and retries quickly in tests, so a mail arrives in milliseconds. */
const FAST_JOBS = { pollMs: 50, retryBaseMs: 100, retryMaxMs: 400 };

export type TestServerOptions = AppOptions & { config?: Partial<Config> };

/**
 * A real Plaza server on a free port, with a fresh database, reached over HTTP. Starting an
 * embedded database takes seconds, so a test file starts one server and resets it per test.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<InProcessTestServer> {
  const database = await createTestDatabase();
  // A fresh directory for uploaded media; secrets are passed in, so nothing else is written there.
  const dataDir = await mkdtemp(join(tmpdir(), 'plaza-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      RTMP_PORT: '0',
      WEB_DIST: '',
      APP_URL: TEST_APP_URL,
    },
    // Rate-limit keys of their own, should the server count in a Redis other tests use too.
    { databaseUrl: database.url, rateLimitPrefix: `plaza-test:${randomUUID()}`, ...options.config },
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
    storage: plaza.storage,
    client: () => new TestClient(baseUrl),
    async reset() {
      await resetDatabase(plaza!.db);
      await plaza!.resetRateLimits();
    },
    resetRateLimits: () => plaza!.resetRateLimits(),
    rtmpPort: plaza.rtmpPort,
    async close() {
      await plaza?.close();
      plaza = null;
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test server of a test file (or of the describe block this is called in): started before its
 * tests, emptied before each one unless `reset` is false, closed after them. The answer stands for
 * the server once started. Options may be a function, for values a beforeAll registered earlier
 * makes (the address of an SMTP server it starts).
 */
export function useTestServer(
  options: TestServerOptions | (() => TestServerOptions) = {},
  { reset = true }: { reset?: boolean } = {},
): InProcessTestServer {
  let server: InProcessTestServer | undefined;
  const started = () => {
    if (!server) throw new Error('The test server starts in beforeAll: use it in hooks and tests only.');
    return server;
  };
  beforeAll(async () => {
    server = await startTestServer(typeof options === 'function' ? options() : options);
  });
  if (reset) beforeEach(() => started().reset());
  afterAll(() => server?.close());
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    get config() {
      return started().config;
    },
    get db() {
      return started().db;
    },
    get storage() {
      return started().storage;
    },
    client: () => started().client(),
    reset: () => started().reset(),
    resetRateLimits: () => started().resetRateLimits(),
    get rtmpPort() {
      return started().rtmpPort;
    },
    close: () => started().close(),
  };
}
