// Cold start and memory of the server as production runs it (JavaScript built by
// scripts/server-build.mjs) beside tsx (TypeScript transpiled per run, as `npm run dev` does): the
// time from spawn to the first 200 of /v1/health, its resident memory then, and again after 1,000
// feed pages (GET /post/feed/list, 10 at a time, signed in). On PGlite and, when DATABASE_URL names
// a PostgreSQL server, on a database there, both seeded with the feed bench's data set first
// (bench/posts.ts).
// Runs alternate between the two ways; the medians are printed, never asserted.
import { API_VERSION, api, buildPath } from '@plaza/contract';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtServer, waitForHealth } from './bench-server.js';
import { pgliteTarget, postgresTarget, seed, signIn, type Target } from './posts.js';

const root = resolve(import.meta.dirname, '..');
const PORT = 8193;
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FEED_REQUESTS = 1_000;
const CONCURRENCY = 10;

const WAYS: Record<string, string[]> = {
  'built JS': await builtServer(),
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
};

interface Sample {
  startMs: number;
  rssStartMb: number;
  rssAfterMb: number;
}

/** The process's resident memory in MB (Linux's /proc). */
function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

async function feedPages(headers: Record<string, string>): Promise<void> {
  const url = `${base}/${API_VERSION}${buildPath(api.posts.feed.path)}`;
  let left = FEED_REQUESTS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left > 0) {
        left -= 1;
        const res = await fetch(url, { headers });
        if (!res.ok) throw new Error(`feed answered ${res.status}`);
        await res.arrayBuffer();
      }
    }),
  );
}

async function once(target: Target, args: string[]): Promise<Sample> {
  const started = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      APP_URL: `http://localhost:${PORT}`,
      DATA_DIR: target.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: target.databaseUrl,
      REDIS_URL: '',
      // RTMP ingest on a free port, so runs beside another server never collide on 1935.
      RTMP_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  try {
    const failed = exited.then(() => Promise.reject(new Error(`the server exited (${server.exitCode})`)));
    await Promise.race([waitForHealth(base, Date.now() + 180_000), failed]);
    const startMs = performance.now() - started;
    const rssStartMb = rssMb(server.pid!);
    await feedPages(await signIn(base));
    return { startMs, rssStartMb, rssAfterMb: rssMb(server.pid!) };
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(target: Target): Promise<void> {
  const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(WAYS).map((way) => [way, []]));
  const ways = Object.keys(WAYS);
  for (let run = 0; run < RUNS; run += 1) {
    // Alternated, and the order swapped every run, so neither way always follows the other.
    for (const way of run % 2 ? [...ways].reverse() : ways) samples[way]!.push(await once(target, WAYS[way]!));
  }
  for (const way of ways) {
    const s = samples[way]!;
    const start = median(s.map((x) => x.startMs));
    const rssStart = median(s.map((x) => x.rssStartMb));
    const rssAfter = median(s.map((x) => x.rssAfterMb));
    console.log(
      `[${target.name}] ${way.padEnd(8)} cold start ${Math.round(start)} ms, RSS ${Math.round(rssStart)} MB after start, ` +
        `${Math.round(rssAfter)} MB after ${FEED_REQUESTS} feed pages (medians of ${s.length}; ` +
        `starts ${s.map((x) => Math.round(x.startMs)).join(' ')} ms)`,
    );
  }
}

const targets = [() => Promise.resolve(pgliteTarget())];
if (process.env.DATABASE_URL) targets.push(() => postgresTarget(process.env.DATABASE_URL!));
else console.log('cold start on PostgreSQL: skipped (set DATABASE_URL to a server to measure it)');
for (const make of targets) {
  const target = await make();
  try {
    await seed(target);
    await measure(target);
  } finally {
    await target.drop();
  }
}
