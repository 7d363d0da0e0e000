import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { resetDatabase } from '../support/reset.js';

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  fatal() {},
  trace() {},
  child: () => silent,
  level: 'silent',
  silent() {},
};
type Log = ConstructorParameters<typeof JobQueue>[1];

let database: TestDatabase;
let db: Db;
let queue: JobQueue | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await createDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  await migrateToLatest(db);
});
afterEach(async () => {
  await queue?.stop();
  queue = null;
  await resetDatabase(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

function newQueue() {
  queue = new JobQueue(db, silent as unknown as Log, { pollMs: 20, retryBaseMs: 40, retryMaxMs: 100, lockMs: 60_000 });
  return queue;
}

const job = (id: string) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('JobQueue', () => {
  it('runs each job with the handler of its kind, once', async () => {
    const seen: string[] = [];
    const q = newQueue();
    q.register('a', async (p) => void seen.push(`a:${(p as { n: number }).n}`));
    q.register('b', async (p) => void seen.push(`b:${(p as { n: number }).n}`));
    q.start();
    const ids = [await q.enqueue('a', { n: 1 }), await q.enqueue('b', { n: 2 })];
    await expect.poll(() => seen.length).toBe(2);
    expect(seen.sort()).toEqual(['a:1', 'b:2']);
    for (const id of ids) expect((await job(id)).done_at).toBeInstanceOf(Date);
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const times: number[] = [];
    const q = newQueue();
    q.register('flaky', async () => {
      times.push(Date.now());
      if (times.length < 3) throw new Error(`failure ${times.length}`);
    });
    q.start();
    const id = await q.enqueue('flaky', {});
    await expect.poll(async () => (await job(id)).done_at, { timeout: 3000 }).toBeInstanceOf(Date);
    expect((await job(id)).attempts).toBe(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(35);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(75);
  });

  it('keeps jobs of kinds it has no handler for, and jobs enqueued while stopped', async () => {
    const q = newQueue();
    const ran: string[] = [];
    q.register('known', async () => void ran.push('known'));
    const waiting = await q.enqueue('known', {});
    const foreign = await q.enqueue('someone-else', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([]);
    q.start();
    await expect.poll(() => ran).toEqual(['known']);
    expect((await job(waiting)).done_at).toBeInstanceOf(Date);
    expect(await job(foreign)).toMatchObject({ done_at: null, attempts: 0 });
  });

  it('waits for the job in hand when stopped', async () => {
    const q = newQueue();
    let finished = false;
    q.register('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      finished = true;
    });
    q.start();
    const id = await q.enqueue('slow', {});
    await expect.poll(async () => (await job(id)).attempts).toBe(1);
    await q.stop();
    expect(finished).toBe(true);
    expect((await job(id)).done_at).toBeInstanceOf(Date);
  });

  it('aborts the job in hand on stop and hands it back to the queue without counting the attempt', async () => {
    const q = newQueue();
    let started = false;
    q.register('long', (_payload, { signal }) => {
      started = true;
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped'))));
    });
    q.start();
    const id = await q.enqueue('long', {});
    await expect.poll(() => started).toBe(true);
    await q.stop();
    const row = await job(id);
    expect(row.done_at).toBeNull();
    expect(row.locked_until).toBeNull();
    expect(row.attempts).toBe(0);
    expect(row.last_error).toBeNull();
  });

  it('keeps extending the lock of a job that runs longer than half the lock time', async () => {
    queue = new JobQueue(db, silent as unknown as Log, { pollMs: 20, retryBaseMs: 40, retryMaxMs: 100, lockMs: 200 });
    const q = queue;
    let release: () => void = () => {};
    q.register('slow', () => new Promise<void>((resolve) => (release = resolve)));
    q.start();
    const id = await q.enqueue('slow', {});
    await expect.poll(async () => (await job(id)).locked_until).not.toBeNull();
    const first = (await job(id)).locked_until!.getTime();
    await expect.poll(async () => (await job(id)).locked_until?.getTime() ?? 0).toBeGreaterThan(first);
    release();
    await expect.poll(async () => (await job(id)).done_at).toBeInstanceOf(Date);
  });
});
