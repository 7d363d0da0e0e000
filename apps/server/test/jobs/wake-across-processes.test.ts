import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.js';
import { inTransaction } from '../../src/db/unit-of-work.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { postgresWake, redisWake, type WakeChannel } from '../../src/jobs/job-wake.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { PING_KINDS } from './ping-kinds.js';
import { silentLog } from './support-log.js';
import { startRemoteWorker, type RemoteWorker } from './wake-worker.js';

/** The other process polls once a minute: a job it runs within this is one the announcement reached. */
const PROMPTLY_MS = 2000;

/**
 * Process A enqueues (no worker of its own); process B's worker runs the job at once, woken
 * through PostgreSQL's LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set.
 */
describe.runIf(process.env.DATABASE_URL)('job wake-ups across processes', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  async function roundTrip(channel: WakeChannel, worker: RemoteWorker) {
    const queue = new JobQueue(db, silentLog, PING_KINDS, {}, channel);
    try {
      for (let i = 0; i < 3; i += 1) {
        const id = randomUUID();
        const sent = Date.now();
        await inTransaction(db, (trx) => queue.enqueue('ping', { id }, trx));
        const started = await worker.started(id);
        expect(started - sent).toBeLessThan(PROMPTLY_MS);
      }
    } finally {
      await queue.stop();
    }
  }

  it('through PostgreSQL LISTEN/NOTIFY', async () => {
    const worker = await startRemoteWorker({ DATABASE_URL: database.url });
    try {
      await roundTrip(postgresWake(db, database.url, silentLog), worker);
    } finally {
      await worker.stop();
    }
  });

  it.runIf(process.env.REDIS_URL)('through Redis pub/sub', async () => {
    const redisUrl = process.env.REDIS_URL!;
    const worker = await startRemoteWorker({ DATABASE_URL: database.url, REDIS_URL: redisUrl });
    try {
      await roundTrip(redisWake(redisUrl, silentLog), worker);
    } finally {
      await worker.stop();
    }
  });
});
