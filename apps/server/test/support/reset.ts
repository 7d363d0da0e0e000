import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';

/** Truncates every application table (not Kysely's migration bookkeeping). */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = await db.introspection.getTables();
  const names = tables.map((t) => t.name).filter((name) => !name.startsWith('kysely_'));
  if (names.length === 0) return;
  await sql`truncate ${sql.join(names.map((n) => sql.id(n)))} restart identity cascade`.execute(db);
}
