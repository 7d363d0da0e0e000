import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

/** A query runner: the database, or a transaction of it. */
export type Db = Kysely<Database>;

// Return timestamps as Date and bigint counts as numbers on both drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite, in DATA_DIR/db or in memory for tests.
 * The queries are the same on both.
 */
export async function createDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  let dialect: Dialect;
  if (opts.databaseUrl && opts.databaseUrl !== 'memory') {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the database ends (a restart, an administrator) must not crash the
    // process: the pool drops it and opens another on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
    dialect = new PostgresDialect({ pool });
  } else {
    // pg_trgm gives post search its typo tolerance, as the extension does on PostgreSQL.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const extensions = { pg_trgm };
    let client: PGlite;
    if (opts.databaseUrl === 'memory') {
      client = new PGlite({ extensions });
    } else {
      const dir = join(opts.dataDir, 'db');
      await mkdir(dir, { recursive: true });
      client = new PGlite(dir, { extensions });
    }
    const { PGliteDialect } = await import('./pglite-dialect.js');
    dialect = new PGliteDialect(client);
  }
  return new Kysely<Database>({ dialect });
}
