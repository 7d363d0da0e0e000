// Job wake-up figures: how long from `enqueue` (in a committed unit of work) until the worker
// starts the job, for a worker in the same process and for one in another process (woken by
// PostgreSQL LISTEN/NOTIFY, then by Redis pub/sub). The workers poll once a minute, so only
// the wake-up can start a job in time. Median of 50 each; printed, never asserted.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { createDatabase, type Db } from '../apps/server/src/db/database.js';
import { inTransaction } from '../apps/server/src/db/unit-of-work.js';
import { JobQueue } from '../apps/server/src/jobs/job-queue.js';
import { postgresWake, redisWake, type WakeChannel } from '../apps/server/src/jobs/job-wake.js';
import { PING_KINDS } from '../apps/server/test/jobs/ping-kinds.js';
import { startRemoteWorker } from '../apps/server/test/jobs/wake-worker.js';
import { findBacking, freshDatabase } from './chat-servers.js';

const SAMPLES = 50;
const log = pino({ level: 'silent' });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;

function report(name: string, ms: number[]) {
  console.log(`jobs: ${name}: median ${median(ms).toFixed(1)} ms, p90 ${p90(ms).toFixed(1)} ms (${ms.length} jobs)`);
}

/** Enqueues one job at a time and measures until `started(id)` answers its start time (epoch ms). */
async function measure(db: Db, channel: WakeChannel, started: (id: string) => Promise<number>): Promise<number[]> {
  const queue = new JobQueue(db, log, PING_KINDS, {}, channel);
  const ms: number[] = [];
  try {
    for (let i = 0; i < SAMPLES; i += 1) {
      const id = randomUUID();
      const sent = performance.timeOrigin + performance.now();
      await inTransaction(db, (trx) => queue.enqueue('ping', { id }, trx));
      ms.push((await started(id)) - sent);
    }
  } finally {
    await queue.stop();
  }
  return ms;
}

async function sameProcess(db: Db, databaseUrl: string): Promise<number[]> {
  const starts = new Map<string, (at: number) => void>();
  const worker = new JobQueue(db, log, PING_KINDS, { pollMs: 60_000 }, postgresWake(db, databaseUrl, log));
  worker.handle('ping', async ({ id }) => starts.get(id)?.(performance.timeOrigin + performance.now()));
  await worker.start();
  try {
    // The same queue enqueues and runs: its own wake-up, without a round trip through PostgreSQL.
    const ms: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const id = randomUUID();
      const started = new Promise<number>((resolve) => starts.set(id, resolve));
      const sent = performance.timeOrigin + performance.now();
      await inTransaction(db, (trx) => worker.enqueue('ping', { id }, trx));
      ms.push((await started) - sent);
    }
    return ms;
  } finally {
    await worker.stop();
  }
}

async function main() {
  const backing = await findBacking();
  if ('skipped' in backing) {
    console.log(`jobs: skipped: ${backing.skipped}`);
    return;
  }
  const database = await freshDatabase(backing.databaseUrl);
  const db = await createDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  try {
    report('same process', await sameProcess(db, database.url));
    const viaPostgres = await startRemoteWorker({ DATABASE_URL: database.url });
    try {
      report(
        'across processes, PostgreSQL LISTEN/NOTIFY',
        await measure(db, postgresWake(db, database.url, log), viaPostgres.started),
      );
    } finally {
      await viaPostgres.stop();
    }
    const viaRedis = await startRemoteWorker({ DATABASE_URL: database.url, REDIS_URL: backing.redisUrl });
    try {
      report('across processes, Redis pub/sub', await measure(db, redisWake(backing.redisUrl, log), viaRedis.started));
    } finally {
      await viaRedis.stop();
    }
  } finally {
    await db.destroy();
    await database.drop();
  }
}

await main();
