import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { hashPassword } from '../apps/server/src/features/auth/passwords.js';
import { BENCH_USER, seedFeed } from './posts-seed.js';

/** Migrates the empty PostgreSQL database at `url` and seeds the feed's data set; answers the milliseconds. */
export async function seedFeedDatabase(url: string): Promise<number> {
  const started = performance.now();
  const db = await createDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  await migrateToLatest(db);
  await db.destroy();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedFeed((text, params) => client.query(text, params), await hashPassword(BENCH_USER.password));
  } finally {
    await client.end();
  }
  return Math.round(performance.now() - started);
}
