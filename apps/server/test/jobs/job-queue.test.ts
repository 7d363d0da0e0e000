import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError } from '../../src/config/config-error.js';
import { inTransaction } from '../../src/db/unit-of-work.js';
import { testKind, useJobDatabase } from './support.js';

const t = useJobDatabase();
const { job } = t;

describe('JobQueue', () => {
  it('runs each job with the handler of its kind, once', async () => {
    const seen: string[] = [];
    const kinds = { a: testKind({ payload: z.object({ n: z.number() }) }), b: testKind() };
    const q = t.queue(kinds);
    q.handle('a', async (p) => void seen.push(`a:${p.n}`));
    q.handle('b', async (p) => void seen.push(`b:${(p as { n: number }).n}`));
    await q.start();
    const ids = [await q.enqueue('a', { n: 1 }), await q.enqueue('b', { n: 2 })];
    await expect.poll(() => seen.length).toBe(2);
    expect(seen.sort()).toEqual(['a:1', 'b:2']);
    for (const id of ids) await expect.poll(async () => (await job(id)).done_at).toBeInstanceOf(Date);
  });

  it('refuses to start while a declared kind has no handler, in one line naming it', async () => {
    const q = t.queue({ mailish: testKind(), videoish: testKind() });
    q.handle('mailish', async () => {});
    const refusal = q.start();
    await expect(refusal).rejects.toBeInstanceOf(ConfigError);
    await expect(refusal).rejects.toThrow(/^job kind videoish has no handler: a worker cannot start without one$/);
  });

  it('refuses the same way in a process that only enqueues (checkHandlers), and passes once all are handled', () => {
    const q = t.queue({ mailish: testKind(), videoish: testKind() });
    q.handle('mailish', async () => {});
    expect(() => q.checkHandlers()).toThrow(/^job kind videoish has no handler: a worker cannot start without one$/);
    q.handle('videoish', async () => {});
    expect(() => q.checkHandlers()).not.toThrow();
  });

  it('refuses a payload its schema does not accept, storing nothing', async () => {
    const q = t.queue({ typed: testKind({ payload: z.object({ postId: z.uuid() }) }) });
    await expect(q.enqueue('typed', { postId: 'not-a-uuid' })).rejects.toThrow(/job typed: payload refused/);
    // @ts-expect-error the payload's type is the kind's: a wrong shape does not compile either
    await expect(q.enqueue('typed', { other: 1 })).rejects.toThrow(/payload refused/);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const times: number[] = [];
    const q = t.queue({ flaky: testKind() });
    q.handle('flaky', async () => {
      times.push(Date.now());
      if (times.length < 3) throw new Error(`failure ${times.length}`);
    });
    await q.start();
    const id = await q.enqueue('flaky', {});
    await expect.poll(async () => (await job(id)).done_at, { timeout: 3000 }).toBeInstanceOf(Date);
    expect((await job(id)).attempts).toBe(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(35);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(75);
  });

  it('marks a job dead with its last error once its attempts are used up, and never runs it again', async () => {
    let runs = 0;
    const q = t.queue({ doomed: testKind({ maxAttempts: 3, backoff: { baseMs: 10, maxMs: 20 } }) });
    q.handle('doomed', async () => {
      runs += 1;
      throw new Error(`refused ${runs}`);
    });
    await q.start();
    const id = await q.enqueue('doomed', { secret: 'link' });
    await expect.poll(async () => (await job(id)).dead_at, { timeout: 3000 }).toBeInstanceOf(Date);
    const dead = await job(id);
    expect(dead).toMatchObject({ attempts: 3, last_error: 'Error: refused 3', done_at: null, locked_until: null });
    expect(dead.payload).toEqual({});
    q.wake();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(3);
  });

  it('keeps jobs enqueued while stopped, and leaves kinds it does not declare alone', async () => {
    const q = t.queue({ known: testKind() });
    const ran: string[] = [];
    q.handle('known', async () => void ran.push('known'));
    const waiting = await q.enqueue('known', {});
    const foreign = await t.db
      .insertInto('jobs')
      .values({ kind: 'someone-else', payload: sql`'{}'::jsonb` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([]);
    await q.start();
    await expect.poll(() => ran).toEqual(['known']);
    await expect.poll(async () => (await job(waiting)).done_at).toBeInstanceOf(Date);
    expect(await job(foreign.id)).toMatchObject({ done_at: null, attempts: 0 });
  });

  it('runs up to each kind’s concurrency at once, and other kinds beside them', async () => {
    const active = { slow: 0, quick: 0 };
    const peak = { slow: 0, quick: 0 };
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const q = t.queue({ slow: testKind({ concurrency: 1 }), quick: testKind({ concurrency: 3 }) });
    for (const kind of ['slow', 'quick'] as const) {
      q.handle(kind, async () => {
        active[kind] += 1;
        peak[kind] = Math.max(peak[kind], active[kind]);
        await gate;
        active[kind] -= 1;
      });
    }
    for (let i = 0; i < 3; i += 1) await q.enqueue('slow', {});
    for (let i = 0; i < 5; i += 1) await q.enqueue('quick', {});
    await q.start();
    await expect.poll(() => active).toEqual({ slow: 1, quick: 3 });
    release();
    await expect
      .poll(async () => (await t.db.selectFrom('jobs').select('id').where('done_at', 'is', null).execute()).length)
      .toBe(0);
    expect(peak).toEqual({ slow: 1, quick: 3 });
  });

  it('waits for the job in hand when stopped', async () => {
    const q = t.queue({ slow: testKind() });
    let finished = false;
    q.handle('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      finished = true;
    });
    await q.start();
    const id = await q.enqueue('slow', {});
    await expect.poll(async () => (await job(id)).attempts).toBe(1);
    await q.stop();
    expect(finished).toBe(true);
    expect((await job(id)).done_at).toBeInstanceOf(Date);
  });

  it('aborts the job in hand on stop and hands it back to the queue without counting the attempt', async () => {
    const q = t.queue({ long: testKind() });
    let started = false;
    q.handle('long', (_payload, { signal }) => {
      started = true;
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped'))));
    });
    await q.start();
    const id = await q.enqueue('long', {});
    await expect.poll(() => started).toBe(true);
    await q.stop();
    const row = await job(id);
    expect(row).toMatchObject({ done_at: null, dead_at: null, locked_until: null, attempts: 0, last_error: null });
  });

  it('keeps extending the lock of a job that runs longer than half the lock time', async () => {
    const q = t.queue({ slow: testKind() }, { lockMs: 200 });
    let release: () => void = () => {};
    q.handle('slow', () => new Promise<void>((resolve) => (release = resolve)));
    await q.start();
    const id = await q.enqueue('slow', {});
    await expect.poll(async () => (await job(id)).locked_until).not.toBeNull();
    const first = (await job(id)).locked_until!.getTime();
    await expect.poll(async () => (await job(id)).locked_until?.getTime() ?? 0).toBeGreaterThan(first);
    release();
    await expect.poll(async () => (await job(id)).done_at).toBeInstanceOf(Date);
  });

  it('removes finished and dead rows once past their kind’s retention, and nothing else', async () => {
    const q = t.queue({
      short: testKind({ retention: { doneMs: 60_000, deadMs: 120_000 } }),
      long: testKind({ retention: { doneMs: 3_600_000, deadMs: 3_600_000 } }),
    });
    const insert = (kind: string, column: 'done_at' | 'dead_at' | null, minutesAgo: number) =>
      t.db
        .insertInto('jobs')
        .values({
          kind,
          payload: sql`'{}'::jsonb`,
          ...(column ? { [column]: sql<Date>`now() - ${minutesAgo} * interval '1 minute'` } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const gone = [await insert('short', 'done_at', 2), await insert('short', 'dead_at', 3)];
    const kept = [
      await insert('short', 'done_at', 0),
      await insert('short', 'dead_at', 1),
      await insert('short', null, 500),
      await insert('long', 'done_at', 30),
    ];
    expect(await q.sweep()).toBe(2);
    const left = (await t.db.selectFrom('jobs').select('id').execute()).map((r) => r.id).sort();
    expect(left).toEqual(kept.sort());
    expect(left).not.toContain(gone[0]);
  });
});

describe('jobs in a unit of work', () => {
  it('wakes the worker once the transaction commits, and never for one rolled back', async () => {
    const ran: number[] = [];
    // A poll so slow that only a wake-up can run the job within the test.
    const q = t.queue({ note: testKind({ payload: z.object({ n: z.number() }) }) }, { pollMs: 60_000 });
    q.handle('note', async ({ n }) => void ran.push(n));
    await q.start();
    await expect.poll(() => ran).toEqual([]);
    await expect(
      inTransaction(t.db, async (trx) => {
        await q.enqueue('note', { n: 1 }, trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await inTransaction(t.db, async (trx) => {
      await q.enqueue('note', { n: 2 }, trx);
      // Not before the commit: the job is not visible to the worker yet.
      expect(ran).toEqual([]);
    });
    await expect.poll(() => ran).toEqual([2]);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toHaveLength(1);
  });

  it('refuses after-commit work in a transaction not opened as a unit of work', async () => {
    const q = t.queue({ note: testKind() });
    await expect(t.db.transaction().execute((trx) => q.enqueue('note', {}, trx))).rejects.toThrow(
      /not opened with inTransaction/,
    );
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});
