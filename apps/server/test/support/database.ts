import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { databaseUrl, onDatabaseServer } from './database-template.js';

/**
 * Where API tests keep their data: an in-memory PGlite by default, or, when DATABASE_URL names
 * a PostgreSQL server, a fresh database of its own that is dropped afterwards. Both start as a
 * copy of the run's migrated template (database-template.ts).
 */
export interface TestDatabase {
  url: string;
  /** For the in-memory database: the migrated data directory to start it from. */
  memoryImage?: Blob;
  drop(): Promise<void>;
}

/** The template's data directory, read once per test file. */
let memoryImage: Promise<Blob> | undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !('postgres' in template)) {
    if (!('pgliteImage' in template)) throw new Error('the database template was made for PostgreSQL');
    memoryImage ??= readFile(template.pgliteImage).then((data) => new Blob([data]));
    return { url: 'memory', memoryImage: await memoryImage, drop: async () => {} };
  }
  const name = `plaza_test_${randomBytes(6).toString('hex')}`;
  await onDatabaseServer(serverUrl, `create database ${name} template ${template.postgres}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onDatabaseServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
