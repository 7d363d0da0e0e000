import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { createDatabase } from '../../src/db/database.js';
import type { SqlLogLine } from '../../src/db/sql-log.js';
import { createTestDatabase } from '../support/database.js';

const dir = mkdtempSync(join(tmpdir(), 'plaza-sql-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SqlLogLine);

describe('PLAZA_LOG_SQL', () => {
  it('is off unless set, and names a file from the working directory', () => {
    expect(loadConfig({}).sqlLog).toBeNull();
    expect(loadConfig({ PLAZA_LOG_SQL: '' }).sqlLog).toBeNull();
    expect(loadConfig({ PLAZA_LOG_SQL: 'statements.jsonl' }).sqlLog).toBe(join(process.cwd(), 'statements.jsonl'));
  });

  it('appends each statement with its parameters and time, failed ones with their error', async () => {
    const file = join(dir, 'statements.jsonl');
    // PGlite, or PostgreSQL when DATABASE_URL is set: the same log on both drivers.
    const database = await createTestDatabase();
    const db = await createDatabase({ databaseUrl: database.url, dataDir: dir, sqlLog: file }, database.memoryImage);
    try {
      await sql`select ${41}::int + 1 as answer`.execute(db);
      await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow();
    } finally {
      await db.destroy();
      await database.drop();
    }
    const [ok, failed] = lines(file);
    expect(ok).toMatchObject({ sql: 'select $1::int + 1 as answer', params: [41] });
    expect(ok?.ms).toBeGreaterThanOrEqual(0);
    expect(ok?.at).toBeGreaterThan(Date.now() - 60_000);
    expect(failed?.at).toBeGreaterThanOrEqual(ok?.at ?? Infinity);
    expect(ok?.error).toBeUndefined();
    expect(failed).toMatchObject({ sql: 'select * from no_such_table', params: [] });
    expect(failed?.error).toContain('no_such_table');
  });
});
