import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { preparingPool } from './prepared-statements.js';
import type { Database } from './schema.js';
import { sqlFileLogger } from './sql-log.js';

/** A query runner: the database, or a transaction of it. */
export type Db = Kysely<Database>;

// Return timestamps as Date and bigint counts as numbers on both drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite, in DATA_DIR/db or in memory for tests.
 * The queries are the same on both. Tests may start the in-memory one from `memoryImage`, a data
 * directory already migrated (PGlite's dumpDataDir), instead of an empty one. `sqlLog` names a file
 * every statement is appended to (PLAZA_LOG_SQL, for the reads bench); unset, nothing is logged.
 */
export async function createDatabase(
  opts: { databaseUrl: string | null; dataDir: string; sqlLog?: string | null },
  memoryImage?: Blob,
): Promise<Db> {
  let dialect: Dialect;
  if (opts.databaseUrl && opts.databaseUrl !== 'memory') {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the database ends (a restart, an administrator) must not crash the
    // process: the pool drops it and opens another on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
    dialect = new PostgresDialect({ pool: preparingPool(pool) });
  } else {
    let client: PGlite;
    if (opts.databaseUrl === 'memory') {
      client = await openPGlite(memoryImage);
    } else {
      const dir = join(opts.dataDir, 'db');
      await mkdir(dir, { recursive: true });
      await lockDataDir(opts.dataDir);
      client = await openPGlite(dir);
    }
    const { PGliteDialect } = await import('./pglite-dialect.js');
    dialect = new PGliteDialect(client);
  }
  return new Kysely<Database>({ dialect, ...(opts.sqlLog ? { log: sqlFileLogger(opts.sqlLog) } : {}) });
}

/** PGlite in a directory, or in memory: empty, or from a dumped data directory. */
export async function openPGlite(from?: string | Blob): Promise<PGlite> {
  // pg_trgm gives post search its typo tolerance, as the extension does on PostgreSQL.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  return typeof from === 'string' ? new PGlite(from, { extensions }) : new PGlite({ extensions, loadDataDir: from });
}
