import { sql, type Kysely } from 'kysely';

/**
 * A job that failed its last attempt is dead (kept with its last error, never run again), and
 * finished and dead rows are swept after their kind's retention.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('dead_at', 'timestamptz').execute();
  await sql`drop index jobs_due_idx`.execute(db);
  await sql`create index jobs_due_idx on jobs (run_at) where done_at is null and dead_at is null`.execute(db);
  await sql`create index jobs_done_idx on jobs (kind, done_at) where done_at is not null`.execute(db);
  await sql`create index jobs_dead_idx on jobs (kind, dead_at) where dead_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index jobs_dead_idx`.execute(db);
  await sql`drop index jobs_done_idx`.execute(db);
  await sql`drop index jobs_due_idx`.execute(db);
  await sql`create index jobs_due_idx on jobs (run_at) where done_at is null`.execute(db);
  await db.schema.alterTable('jobs').dropColumn('dead_at').execute();
}
