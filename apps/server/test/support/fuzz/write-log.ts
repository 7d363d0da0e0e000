import { sql } from 'kysely';
import type { Db } from '../../../src/db/database.js';

const LOG_TABLE = 'fuzz_write_log';

/**
 * Counts every row written to every application table, so a test can tell that a refused call
 * wrote nothing: a trigger on each table appends a row to a log table of its own, inside the
 * writing transaction (a rolled-back write leaves nothing). Reading it is one cheap query.
 */
export async function installWriteLog(db: Db): Promise<{ writes(): Promise<number> }> {
  await sql`create table ${sql.id(LOG_TABLE)} (table_name text not null, operation text not null)`.execute(db);
  await sql`
    create function fuzz_log_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_write_log (table_name, operation) values (tg_table_name, tg_op);
      return null;
    end $$`.execute(db);
  const tables = await db.introspection.getTables();
  for (const { name } of tables) {
    if (name.startsWith('kysely_') || name === LOG_TABLE) continue;
    await sql`create trigger fuzz_log_write after insert or update or delete on ${sql.id(name)}
      for each row execute function fuzz_log_write()`.execute(db);
  }
  return {
    async writes() {
      const row = await sql<{ n: string }>`select count(*) as n from ${sql.id(LOG_TABLE)}`.execute(db);
      return Number(row.rows[0]!.n);
    },
  };
}

/** Whether background jobs (mail) are still to run: their writes would be counted against a later call. */
export async function pendingJobs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('done_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
