import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingPool } from '../../src/db/prepared-statements.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

interface Tables {
  notes: { id: number; body: string };
}

/** The names prepared on the connections PostgreSQL holds for this database, from its own view. */
async function preparedOn(client: Kysely<Tables>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(client);
  return rows.map((row) => row.name);
}

describe.runIf(process.env.DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<Tables>;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so every statement below meets the same session's prepared statements.
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: preparingPool(pool, 3) }) });
    await sql`create table notes (id int primary key, body text not null)`.execute(db);
    await db.insertInto('notes').values({ id: 1, body: 'first' }).execute();
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('prepares a statement with parameters once and runs it again by name with new values', async () => {
    const byId = (id: number) => db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ body: 'first' });
    await db.insertInto('notes').values({ id: 2, body: 'second' }).execute();
    expect(await byId(2)).toEqual({ body: 'second' });
    const names = await preparedOn(db);
    // The select and the insert: one name each, however often they ran.
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.startsWith('plaza_'))).toBe(true);
  });

  it('reports the rows a prepared update changed', async () => {
    const result = await db.updateTable('notes').set({ body: 'changed' }).where('id', '>', 0).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it('sends statements without parameters as they are, several commands in one text too', async () => {
    const before = await preparedOn(db);
    await sql`select 1; select 2`.execute(db);
    expect(await preparedOn(db)).toEqual(before);
  });

  it('prepares no more distinct statements than its cap, and still runs those past it', async () => {
    for (const n of [1, 2, 3, 4]) {
      const row = await sql<{ n: number }>`select ${n}::int + ${n - 1}::int as ${sql.raw(`n${n}`)}`.execute(db);
      expect(row.rows).toHaveLength(1);
    }
    // The cap is 3: the select and insert of the first test and the update took them all.
    expect(await preparedOn(db)).toHaveLength(3);
  });

  it('runs a statement unprepared once its table changed shape under it, as a migration beside it would', async () => {
    // Its own cap, so this statement is prepared; on the same pool, so it is ended with the rest.
    const fresh = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    const all = () => sql<Record<string, unknown>>`select * from notes where id > ${0} order by id`.execute(fresh);
    expect(Object.keys((await all()).rows[0] ?? {})).toEqual(['id', 'body']);
    await sql`alter table notes add column pinned boolean not null default false`.execute(fresh);
    // PostgreSQL refuses the prepared plan ("cached plan must not change result type"); the pool sends it again.
    const after = await all();
    expect(after.rows.map((row) => Object.keys(row))).toEqual([
      ['id', 'body', 'pinned'],
      ['id', 'body', 'pinned'],
    ]);
    expect(await all()).toEqual(after);
  });
});
