import { z } from 'zod';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.js';
import type { JobKind, JobKinds } from '../../src/jobs/job-kinds.js';
import { JobQueue, type JobQueueOptions } from '../../src/jobs/job-queue.js';
import type { WakeChannel } from '../../src/jobs/job-wake.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { resetDatabase } from '../support/reset.js';
import { silentLog } from './support-log.js';

export { silentLog };

/** A kind for tests: any payload unless given a schema, quick retries, one at a time. */
export function testKind<S extends z.ZodType = z.ZodUnknown>(
  overrides: Partial<Omit<JobKind, 'payload'>> & { payload?: S } = {},
): JobKind<S> {
  return {
    payload: z.unknown() as unknown as S,
    concurrency: 1,
    maxAttempts: 100,
    backoff: { baseMs: 40, maxMs: 100 },
    retention: { doneMs: 60_000, deadMs: 60_000 },
    ...overrides,
  };
}

/** A database of the test file's own (PGlite, or PostgreSQL with DATABASE_URL), emptied after each test; queues made with `queue` are stopped. */
export function useJobDatabase() {
  let database: TestDatabase;
  const state: { db: Db; url: string } = { db: null as unknown as Db, url: '' };
  const queues: JobQueue<JobKinds>[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    state.url = database.url;
    state.db = await createDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' }, database.memoryImage);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await resetDatabase(state.db);
  });
  afterAll(async () => {
    await state.db?.destroy();
    await database?.drop();
  });
  return {
    get db() {
      return state.db;
    },
    get url() {
      return state.url;
    },
    queue<K extends JobKinds>(kinds: K, options: Partial<JobQueueOptions> = {}, channel?: WakeChannel): JobQueue<K> {
      const q = new JobQueue(state.db, silentLog, kinds, { pollMs: 20, lockMs: 60_000, ...options }, channel);
      queues.push(q as unknown as JobQueue<JobKinds>);
      return q;
    },
    job(id: string) {
      return state.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },
  };
}
