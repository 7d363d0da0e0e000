import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { JobRow } from '../db/schema.js';

/** SQL of the job queue. Times come from the database clock, shared by every worker. */
export class JobRepository {
  constructor(readonly db: Db) {}

  async insert(kind: string, payload: unknown, db: Db = this.db): Promise<string> {
    const row = await db
      .insertInto('jobs')
      .values({ kind, payload: sql`${JSON.stringify(payload)}::jsonb` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Claims one due job of the given kinds for `lockMs`. `skip locked` lets several workers
   * claim at once without waiting on each other or taking the same job; an expired lock means
   * a worker died mid-job, so the job is due again.
   */
  claim(kinds: string[], lockMs: number): Promise<JobRow | undefined> {
    return this.db
      .updateTable('jobs')
      .set((eb) => ({
        locked_until: sql<Date>`now() + ${lockMs} * interval '1 millisecond'`,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('done_at', 'is', null)
          .where('dead_at', 'is', null)
          .where('kind', 'in', kinds)
          .where('run_at', '<=', sql<Date>`now()`)
          .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', sql<Date>`now()`)]))
          .orderBy('run_at')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** A finished job keeps its record, but not its payload: payloads may carry secret links. */
  async complete(id: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ done_at: sql<Date>`now()`, locked_until: null, last_error: null, payload: sql`'{}'::jsonb` })
      .where('id', '=', id)
      .execute();
  }

  async retryLater(id: string, error: string, delayMs: number): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({
        last_error: error.slice(0, 2000),
        locked_until: null,
        run_at: sql<Date>`now() + ${delayMs} * interval '1 millisecond'`,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Gives a job up for good after its last attempt: kept with its last error, never run again. */
  async die(id: string, error: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({
        dead_at: sql<Date>`now()`,
        last_error: error.slice(0, 2000),
        locked_until: null,
        payload: sql`'{}'::jsonb`,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Removes the kind's finished rows older than `doneMs` and dead ones older than `deadMs`; answers how many. */
  async sweep(kind: string, doneMs: number, deadMs: number): Promise<number> {
    const result = await this.db
      .deleteFrom('jobs')
      .where('kind', '=', kind)
      .where((w) =>
        w.or([
          w('done_at', '<', sql<Date>`now() - ${doneMs} * interval '1 millisecond'`),
          w('dead_at', '<', sql<Date>`now() - ${deadMs} * interval '1 millisecond'`),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Keeps a running job's lock for another `lockMs`. */
  async extendLock(id: string, lockMs: number): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() + ${lockMs} * interval '1 millisecond'` })
      .where('id', '=', id)
      .where('done_at', 'is', null)
      .execute();
  }

  /** Hands an interrupted job back: due now, and the interrupted run does not count as an attempt. */
  async release(id: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set((eb) => ({ locked_until: null, run_at: sql<Date>`now()`, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', id)
      .execute();
  }
}
