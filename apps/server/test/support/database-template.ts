import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, openPGlite } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { PGliteDialect } from '../../src/db/pglite-dialect.js';
import type { Database } from '../../src/db/schema.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database every test database is copied from (see test/support/database.ts). */
    databaseTemplate: { postgres: string } | { pgliteImage: string };
  }
}

/** Runs the PostgreSQL `query` on the server DATABASE_URL names. */
export async function onDatabaseServer(serverUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Vitest global setup: migrates one database for the whole run, before any test file starts.
 * Each test server then starts from a copy (a PostgreSQL template, or PGlite's dumped data
 * directory) instead of creating and migrating its own. The name is the run's own, as other
 * runs may share the PostgreSQL server, and is removed after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const name = `plaza_template_${randomBytes(6).toString('hex')}`;
  if (serverUrl) {
    await onDatabaseServer(serverUrl, `create database ${name}`);
    const db = await createDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: tmpdir() });
    await migrateToLatest(db).finally(() => db.destroy());
    project.provide('databaseTemplate', { postgres: name });
    return () => onDatabaseServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const client = await openPGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  const image = join(tmpdir(), `${name}.tar`);
  try {
    await migrateToLatest(db);
    await writeFile(image, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await db.destroy();
  }
  project.provide('databaseTemplate', { pgliteImage: image });
  return () => rm(image, { force: true });
}
