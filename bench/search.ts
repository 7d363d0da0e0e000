// Post search speed on PostgreSQL (issue 24): the SQL of each half of a search at 100,000 posts
// (and 1,000,000 with SEARCH_BENCH_1M=1; seeding them takes minutes) — the typo lookup in the
// title vocabulary, the ranked page with its count, the page's replies — for a plain word
// ("guitar", the full-text half) and a misspelt one ("guiter", the typo half); then
// GET /post/feed/list?searchTerm= at c=1 and c=50 with the server's CPU per request.
// Needs DATABASE_URL (a PostgreSQL server; a database of its own is made there). SEARCH_BENCH_KEEP=1
// keeps the seeded database and uses it again next run; SEARCH_BENCH_EXPLAIN=1 prints whole plans.
// Printed, never asserted.
import { API_VERSION, api, buildPath } from '@plaza/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { createDatabase, type Db } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { hashPassword } from '../apps/server/src/features/auth/passwords.js';
import { pageReplies, rankedPage } from '../apps/server/src/features/posts/feed-search.js';
import { filterFeed } from '../apps/server/src/features/posts/feed.queries.js';
import { correctionsQuery, findCorrections, postSearch } from '../apps/server/src/features/posts/post-search.js';
import { visiblePosts } from '../apps/server/src/features/posts/post.queries.js';
import { builtServer, waitForHealth } from './bench-server.js';
import { BENCH_USER, seedFeed } from './posts-seed.js';

const root = resolve(import.meta.dirname, '..');
const PORT = 8378;
const base = `http://127.0.0.1:${PORT}`;
const SQL_RUNS = 50;
const TERMS = [
  ['full text', 'guitar'],
  ['typo', 'guiter'],
] as const;

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
}

const ms = (n: number | undefined) => (n ?? NaN).toFixed(2).padStart(7);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** The database for `posts` posts: seeded unless a kept one of that size is there. */
async function database(serverUrl: string, posts: number): Promise<string> {
  const name = `plaza_bench_search_${posts}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount && process.env.SEARCH_BENCH_KEEP) {
      const db = await createDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
      await migrateToLatest(db).finally(() => db.destroy());
      console.log(`[search ${posts}] using the kept database ${name}`);
      return url.toString();
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const db = await createDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  await migrateToLatest(db).finally(() => db.destroy());
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const started = performance.now();
  const timings = await seedFeed(
    (text, params) => client.query(text, params),
    await hashPassword(BENCH_USER.password),
    posts,
  );
  await client.end();
  console.log(`[search ${posts}] seeded in ${Math.round(performance.now() - started)} ms: ${timings.join(', ')}`);
  return url.toString();
}

/** SQL_RUNS runs of one statement timed at the client (a bare pg loop): answers the least. */
async function timeSql(client: pg.Client, label: string, query: Compiled): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SQL_RUNS; i += 1) {
    const started = performance.now();
    await client.query(query.sql, query.parameters as unknown[]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 0.5) ?? NaN;
  // The least is the figure for a quiet machine; the median and p99 show the load around.
  console.log(`  ${label.padEnd(34)} min${ms(times[0])} ms  p50${ms(median)} ms  p99${ms(percentile(times, 0.99))} ms`);
  return times[0] ?? NaN;
}

/** The plan's lines that say where the time goes, or the whole plan with SEARCH_BENCH_EXPLAIN. */
async function explain(client: pg.Client, query: Compiled): Promise<void> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${query.sql}`,
    query.parameters as unknown[],
  );
  const key = /Bitmap|Index Scan on posts|Heap Blocks|Recheck|Seq Scan on posts|Execution Time|Sort Method/;
  for (const { 'QUERY PLAN': line } of rows) {
    if (process.env.SEARCH_BENCH_EXPLAIN || key.test(line)) console.log(`    | ${line}`);
  }
}

/** Each half's statements, timed as the server builds them. */
async function measureSql(db: Db, url: string, posts: number, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [half, term] of TERMS) {
      const search = await findCorrections(db, postSearch(term));
      const fixes = search.corrections.flat().map((c) => `${c.word} ${c.similarity.toFixed(2)}`);
      console.log(`[search ${posts}] ${half} "${term}" (corrections: ${fixes.join(', ') || 'none'})`);
      const lookup = correctionsQuery(search);
      let total = lookup ? await timeSql(client, 'typo lookup (vocabulary)', lookup.compile(db)) : 0;
      const scope = filterFeed(visiblePosts(db, userId), { search });
      const ranked = rankedPage(scope, 'relevance', search, { skip: 0, limit: 6 }).compile();
      total += await timeSql(client, 'ranked page + count (one pass)', ranked);
      const { rows } = await client.query<{ id: string; total: string }>(ranked.sql, ranked.parameters as unknown[]);
      total += await timeSql(
        client,
        'replies of the page',
        pageReplies(
          db,
          userId,
          rows.map((row) => row.id),
        ).compile(),
      );
      console.log(`  ${'search SQL in all'.padEnd(34)} min${ms(total)} ms  (${rows[0]?.total ?? 0} matches)`);
      await explain(client, ranked);
    }
  } finally {
    await client.end();
  }
}

async function startServer(url: string): Promise<ChildProcess> {
  return spawn(process.execPath, await builtServer(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      APP_URL: `http://localhost:${PORT}`,
      DATA_DIR: tmpdir(),
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      REDIS_URL: '',
      // RTMP ingest on a free port, so runs beside another server never collide on 1935.
      RTMP_PORT: '0',
    },
    stdio: 'inherit',
  });
}

/** The process's user + system CPU so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `total` GETs over `concurrency` kept-alive connections: latency percentiles, req/s, server CPU. */
async function load(
  label: string,
  path: string,
  headers: Record<string, string>,
  server: ChildProcess,
  total: number,
  concurrency: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = () =>
    new Promise<number>((done, fail) => {
      const req = request(new URL(path, base), { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      });
      req.on('error', fail);
      req.end();
    });
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const cpuBefore = cpuMs(server.pid!);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t = performance.now();
        if ((await get()) !== 200) failures += 1;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = (cpuMs(server.pid!) - cpuBefore) / total;
  agent.destroy();
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(22)} c=${String(concurrency).padStart(2)}  p50${ms(percentile(times, 0.5))} ms  p99${ms(percentile(times, 0.99))} ms  ${(total / seconds).toFixed(0).padStart(5)} req/s  server CPU ${cpu.toFixed(2)} ms/req  failures ${failures}`,
  );
}

async function measureHttp(url: string, posts: number): Promise<void> {
  const server = await startServer(url);
  try {
    await waitForHealth(base, Date.now() + 120_000);
    const res = await fetch(`${base}/${API_VERSION}${api.auth.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrUserName: BENCH_USER.userName, password: BENCH_USER.password }),
    });
    const { accessToken } = (await res.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    const path = (term: string) => `/${API_VERSION}${buildPath(api.posts.feed.path)}?searchTerm=${term}`;
    // Warm the server's code and the database's caches.
    await load('warm-up', path('guitar'), headers, server, 200, 10);
    console.log(`[search ${posts}] GET /post/feed/list?searchTerm=`);
    for (const [half, term] of TERMS) {
      await load(`"${term}" (${half})`, path(term), headers, server, 200, 1);
      await load(`"${term}" (${half})`, path(term), headers, server, 1000, 50);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('search: skipped (set DATABASE_URL to a PostgreSQL server to measure it)');
    return;
  }
  const sizes = process.env.SEARCH_BENCH_1M ? [100_000, 1_000_000] : [100_000];
  for (const posts of sizes) {
    const url = await database(serverUrl, posts);
    const db = await createDatabase({ databaseUrl: url, dataDir: tmpdir() });
    try {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', BENCH_USER.userName)
        .executeTakeFirstOrThrow();
      await measureSql(db, url, posts, user.id);
    } finally {
      await db.destroy();
    }
    await measureHttp(url, posts);
    if (!process.env.SEARCH_BENCH_KEEP) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists plaza_bench_search_${posts} with (force)`);
      await admin.end();
    }
  }
}

await main();
