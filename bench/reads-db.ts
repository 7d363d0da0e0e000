// The reads bench's database: its own on the PostgreSQL server DATABASE_URL names, seeded once with
// the feed's data set (bench/posts-seed.ts), dropped at the end.
import type pg from 'pg';
import { ownDatabase, type OwnDatabase } from './own-database.js';
import { seedFeedDatabase } from './feed-database.js';
import { SEED } from './posts-seed.js';

export interface BenchDatabase extends OwnDatabase {
  /** The PostgreSQL backends serving `url` now, but for `except` (a monitor's own). */
  backends(except: pg.Client): Promise<number[]>;
}

export async function createBenchDatabase(serverUrl: string, name: string): Promise<BenchDatabase> {
  const own = await ownDatabase(serverUrl, name);
  return {
    ...own,
    async backends(monitor) {
      const { rows } = await monitor.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return rows.map((r) => r.pid);
    },
  };
}

/** Migrates and seeds; answers a line saying what and how long. */
export async function seedReads(url: string): Promise<string> {
  const ms = await seedFeedDatabase(url);
  return `seeded ${SEED.posts} posts, ${SEED.users} users, ${SEED.channels} channels in ${ms} ms`;
}
