// Speed figures for the hot reads of issue 24 on PostgreSQL: the feed's first and a deep page, a
// post, a search, the user's channels and sign-in, each at 1 and 50 connections. Beside each: the
// server process's CPU per request (from /proc), PostgreSQL's, and the SQL floor: the statements
// the server ran for that read (captured through PLAZA_LOG_SQL) replayed through a bare pg Pool at
// the same concurrency. Load comes from a process of its own. Printed, never asserted.
//   READS_SECONDS (5): each measured run; READS_WARMUP_SECONDS (1): each read's warm-up;
//   READS_LOG_LEVEL (info): the server's LOG_LEVEL, as deployed; READS_ONLY: a comma list of words,
//   to measure only the reads whose names hold one of them (`READS_ONLY=feed,login`).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { builtServer, waitForHealth } from './bench-server.js';
import { cpuMs, cpuOf, cpuSpent } from './proc-cpu.js';
import { captureStatements, type Captured } from './reads-capture.js';
import { bearer, hotReads, type Read } from './reads-cases.js';
import { createBenchDatabase, seedReads, type BenchDatabase } from './reads-db.js';
import type { LoadJob, LoadResult } from './reads-load.js';
import { printHeader, printRow, printStatements, type Row } from './reads-report.js';

const root = resolve(import.meta.dirname, '..');
const PORT = 8371;
const CAPTURE_PORT = 8372;
const SECONDS = Number(process.env.READS_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.READS_WARMUP_SECONDS ?? 1);
const LOG_LEVEL = process.env.READS_LOG_LEVEL ?? 'info';
const CONCURRENCIES = [1, 50];
const ONLY = (process.env.READS_ONLY ?? '').split(',').filter(Boolean);
const chosen = (reads: Read[]) => (ONLY.length ? reads.filter((r) => ONLY.some((w) => r.name.includes(w))) : reads);
/** The server's pool size (apps/server/src/db/database.ts): the floor gets as many connections. */
const POOL_SIZE = 10;

async function startServer(port: number, dataDir: string, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, await builtServer(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST: '',
      REDIS_URL: '',
      // RTMP ingest on a free port, so runs beside another server never collide on 1935.
      RTMP_PORT: '0',
      NODE_ENV: 'production',
      LOG_LEVEL,
      ...env,
    },
    // The request log is part of the server's work; where it goes is not.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitForHealth(`http://127.0.0.1:${port}`, Date.now() + 120_000).then(
    () => server,
    (error: unknown) => {
      server.kill('SIGTERM');
      throw error;
    },
  );
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** The SQL each read runs, from a server of its own that logs every statement. */
async function capture(databaseUrl: string, dataDir: string): Promise<Map<string, Captured>> {
  const base = `http://127.0.0.1:${CAPTURE_PORT}`;
  const file = join(dataDir, 'statements.jsonl');
  // Only the API role: no job worker or socket sweep adds statements between a read's.
  const server = await startServer(CAPTURE_PORT, dataDir, {
    DATABASE_URL: databaseUrl,
    PLAZA_ROLES: 'api',
    PLAZA_LOG_SQL: file,
  });
  try {
    return await captureStatements(base, chosen(await hotReads(base, await bearer(base))), file);
  } finally {
    await stop(server);
  }
}

function loadGenerator() {
  const child = fork(join(import.meta.dirname, 'reads-load.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const run = (job: LoadJob) =>
    new Promise<LoadResult>((resolve, reject) => {
      const exited = () => reject(new Error('the load generator exited'));
      child.once('exit', exited);
      child.once('message', (result) => {
        child.off('exit', exited);
        resolve(result as LoadResult);
      });
      child.send(job);
    });
  return { child, run };
}

async function measure(db: BenchDatabase, dataDir: string, captured: Map<string, Captured>): Promise<void> {
  const base = `http://127.0.0.1:${PORT}`;
  const server = await startServer(PORT, dataDir, { DATABASE_URL: db.url });
  const load = loadGenerator();
  const monitor = new pg.Client({ connectionString: db.url });
  await monitor.connect();
  try {
    const serverPid = server.pid!;
    const reads = chosen(await hotReads(base, await bearer(base)));
    const http = (read: Read, concurrency: number, seconds: number) =>
      load.run({
        kind: 'http',
        url: `${base}${read.path}`,
        method: read.method,
        headers: read.headers,
        body: read.body,
        concurrency,
        seconds,
        requestsPerAddress: read.requestsPerAddress,
      });
    /** Runs `work`, answering the CPU the server and the bench database's PostgreSQL backends spent. */
    const timed = async (work: () => Promise<LoadResult>) => {
      const serverBefore = cpuMs(serverPid) ?? NaN;
      const dbBefore = cpuOf(await db.backends(monitor));
      const result = await work();
      const serverCpu = (cpuMs(serverPid) ?? NaN) - serverBefore;
      const dbCpu = cpuSpent(dbBefore, cpuOf(await db.backends(monitor)));
      return { result, serverCpu, dbCpu };
    };
    printHeader(SECONDS, loadavg());
    for (const read of reads) {
      const sql = captured.get(read.name);
      if (!sql) throw new Error(`no statements captured for ${read.name}`);
      if (WARMUP_SECONDS > 0) await http(read, 50, WARMUP_SECONDS);
      for (const concurrency of CONCURRENCIES) {
        const served = await timed(() => http(read, concurrency, SECONDS));
        // The floor's backends are its own pool's, measured in the load generator.
        const floor = await load.run({
          kind: 'sql',
          databaseUrl: db.url,
          steps: sql.steps,
          concurrency,
          seconds: SECONDS,
          poolSize: POOL_SIZE,
        });
        // Where a request's SQL time goes, statement by statement, with no other request waiting.
        if (concurrency === 1) sql.steps.flat().forEach((s, i) => (s.ms = floor.statementMs?.[i]));
        const row: Row = { read, sql, concurrency, served, floor, load: loadavg() };
        printRow(row);
      }
    }
    printStatements(captured);
  } finally {
    await monitor.end();
    await stop(load.child);
    await stop(server);
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('reads (issue 24): skipped (set DATABASE_URL to a PostgreSQL server to measure them)');
    return;
  }
  const db = await createBenchDatabase(serverUrl, `plaza_bench_reads_${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-reads-'));
  try {
    console.log(`reads: ${await seedReads(db.url)}`);
    const captured = await capture(db.url, dataDir);
    await measure(db, dataDir, captured);
  } finally {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
