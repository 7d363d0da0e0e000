// Speed figures for the feed: GET /post/feed/list over 100,000 posts, 10,000 users and 1,000
// channels, on PGlite and, when DATABASE_URL names a PostgreSQL server, on a fresh database there.
// The data set is seeded straight into the database (bench/posts-seed.ts) before a server of its
// own starts on it. Printed, never asserted.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { API_VERSION, api, buildPath } from '@plaza/contract';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { LOCK_FILE } from '../apps/server/src/db/data-dir-lock.js';
import { createDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { hashPassword } from '../apps/server/src/features/auth/passwords.js';
import { ownDatabase } from './own-database.js';
import { BENCH_USER, SEED, seedFeed, type Exec } from './posts-seed.js';
import { measureSocial } from './social.js';
import { seedSocial } from './social-seed.js';
import { benchServerEnv, builtServer } from './bench-server.js';

type Measure = (name: string, total: number, concurrency: number, once: () => Promise<Response>) => Promise<void>;

const root = resolve(import.meta.dirname, '..');
const port = 8191;
const base = `http://127.0.0.1:${port}`;
const CONCURRENCY = 50;
const REQUESTS = 500;

export interface Target {
  name: string;
  dataDir: string;
  /** Empty for PGlite in dataDir. */
  databaseUrl: string;
  /** Runs the seed on the target's database. */
  withExec(run: (exec: Exec) => Promise<void>): Promise<void>;
  drop(): Promise<void>;
}

export function pgliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-posts-'));
  return {
    name: 'PGlite',
    dataDir,
    databaseUrl: '',
    async withExec(run) {
      const client = new PGlite(join(dataDir, 'db'), { extensions: { pg_trgm } });
      // exec (the simple protocol) for statements without parameters: VACUUM needs it.
      await run((text, params) => (params ? client.query(text, params) : client.exec(text)));
      await client.close();
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on the server DATABASE_URL names, dropped afterwards. */
export async function postgresTarget(serverUrl: string): Promise<Target> {
  const own = await ownDatabase(serverUrl, `plaza_bench_posts_${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-posts-'));
  return {
    name: 'PostgreSQL',
    dataDir,
    databaseUrl: own.url,
    async withExec(run) {
      const client = new pg.Client({ connectionString: own.url });
      await client.connect();
      await run((text, params) => client.query(text, params));
      await client.end();
    },
    async drop() {
      await own.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates and seeds the target's database, then leaves its DATA_DIR free for a server. */
export async function seed(target: Target): Promise<void> {
  const started = performance.now();
  const db = await createDatabase({ databaseUrl: target.databaseUrl || null, dataDir: target.dataDir });
  await migrateToLatest(db);
  await db.destroy();
  // Opening the embedded database claimed DATA_DIR for this process until it exits: hand it over.
  rmSync(join(target.dataDir, LOCK_FILE), { force: true });
  const passwordHash = await hashPassword(BENCH_USER.password);
  let timings: string[] = [];
  await target.withExec(async (exec) => {
    timings = await seedFeed(exec, passwordHash);
    const started = performance.now();
    await seedSocial(exec);
    await exec('analyze');
    timings.push(`comments, contacts, notifications and folders ${Math.round(performance.now() - started)} ms`);
  });
  const total = Math.round(performance.now() - started);
  console.log(
    `[${target.name}] seeding ${SEED.posts} posts, ${SEED.users} users, ${SEED.channels} channels: ${total} ms`,
  );
  console.log(`[${target.name}]   ${timings.join(', ')}`);
}

async function startServer(target: Target) {
  const server = spawn(process.execPath, await builtServer(), {
    cwd: root,
    env: benchServerEnv(port, target.dataDir, { DATABASE_URL: target.databaseUrl }),
    stdio: 'inherit',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/${API_VERSION}${api.health.check.path}`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill('SIGTERM');
  throw new Error('the bench server did not start');
}

/** Signs in as the seeded bench user at `server`: the headers of its requests. */
export async function signIn(server = base): Promise<Record<string, string>> {
  const res = await fetch(`${server}/${API_VERSION}${api.auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUserName: BENCH_USER.userName, password: BENCH_USER.password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

async function measureFeed(target: Target, measure: Measure): Promise<void> {
  const headers = await signIn();
  const feed = (query: string) => () =>
    fetch(`${base}/${API_VERSION}${buildPath(api.posts.feed.path)}${query}`, { headers });
  const cases: [string, string][] = [
    ['first page', ''],
    ['deep page (skip 3000)', '?skip=3000'],
    ['Following tab', '?following=true'],
    ['search "guitar"', '?searchTerm=guitar'],
    ['search typo "guiter"', '?searchTerm=guiter'],
    ['popular', '?sort=popular'],
  ];
  // Warm the caches (and the server's compiled code) so the figures are of a running server.
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < 4; i += 1) await (await feed('')()).arrayBuffer();
    }),
  );
  for (const [label, query] of cases) {
    const probe = (await (await feed(query)()).json()) as { total: number };
    const name = `[${target.name}] feed ${label} (${probe.total})`;
    // One at a time first: the latency of a request alone, then under load.
    await measure(name, 100, 1, feed(query));
    await measure(name, REQUESTS, CONCURRENCY, feed(query));
  }
}

/** Seeds, starts a server and measures the feed on PGlite, then on PostgreSQL if configured. */
export async function benchPosts(measure: Measure): Promise<void> {
  const targets = [() => Promise.resolve(pgliteTarget())];
  if (process.env.DATABASE_URL) targets.push(() => postgresTarget(process.env.DATABASE_URL!));
  else console.log('feed on PostgreSQL: skipped (set DATABASE_URL to a server to measure it)');
  for (const make of targets) {
    const target = await make();
    try {
      await seed(target);
      const server = await startServer(target);
      try {
        await measureFeed(target, measure);
        await measureSocial(target.name, base, await signIn(), measure);
      } finally {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
    } finally {
      await target.drop();
    }
  }
}
