import { sql } from 'kysely';
import type { TestServer } from '../../support/server.js';

const SCHEMA = 'authorization_matrix_world';

/** The application's tables and their writable columns (not generated ones such as search vectors). */
async function writableColumns(server: TestServer): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      and c.table_name not like 'kysely_%'
    order by c.table_name, c.ordinal_position`.execute(server.db);
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A copy of every application table, taken once the world is built, and put back in one
 * statement (triggers and foreign-key checks off, so no default folder or counter fires twice) whenever an allowed
 * call changed something: far cheaper than building the world again for each such call.
 */
export async function saveSnapshot(server: TestServer): Promise<() => Promise<void>> {
  const tables = await writableColumns(server);
  await sql.raw(`drop schema if exists ${SCHEMA} cascade`).execute(server.db);
  await sql.raw(`create schema ${SCHEMA}`).execute(server.db);
  for (const name of tables.keys()) {
    await sql.raw(`create table ${SCHEMA}.${quote(name)} as select * from public.${quote(name)}`).execute(server.db);
  }
  // DELETE rather than TRUNCATE: on PostgreSQL, truncating dozens of tiny tables costs far more.
  const statements = [...tables].map(([name, columns]) => {
    const list = columns.map(quote).join(', ');
    const table = `public.${quote(name)}`;
    return `delete from ${table}; insert into ${table} (${list}) select ${list} from ${SCHEMA}.${quote(name)};`;
  });
  const restore = `do $$ begin
    perform set_config('session_replication_role', 'replica', true);
    ${statements.join('\n    ')}
  end $$`;
  return async () => {
    await sql.raw(restore).execute(server.db);
  };
}
