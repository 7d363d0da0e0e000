// The reads bench's load generator, in a process of its own (forked by bench/reads.ts) so its CPU
// is not the server's: HTTP requests on kept-alive connections, or the same reads' SQL through a
// bare pg Pool (the floor), for a fixed time at a fixed concurrency. Answers each job over IPC.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { cpuOf, cpuSpent } from './proc-cpu.js';

export interface HttpJob {
  kind: 'http';
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  concurrency: number;
  seconds: number;
  /**
   * Move each connection to a fresh loopback address after this many requests, so per-address
   * limits (sign-in attempts) are not what is measured.
   */
  requestsPerAddress?: number;
}

/** One request's statements as the server ran them, in order. */
export interface Statement {
  sql: string;
  params: unknown[];
  /** Its mean time in the floor at one connection (PostgreSQL and the round trip), once measured. */
  ms?: number;
}

export interface SqlJob {
  kind: 'sql';
  databaseUrl: string;
  /** In order; the statements of a step are sent together, as the server sent them. */
  steps: Statement[][];
  concurrency: number;
  seconds: number;
  /** The server's pool size: the floor gets no more connections than the server has. */
  poolSize: number;
}

export type LoadJob = HttpJob | SqlJob;

export interface LoadResult {
  completed: number;
  failed: number;
  /** What the first failure was (status and body, or the error). */
  firstFailure: string | null;
  seconds: number;
  /** Per request, in milliseconds. */
  p50: number;
  p99: number;
  mean: number;
  /** SQL jobs: the CPU milliseconds the pool's PostgreSQL backends spent over the run. */
  backendCpu?: number;
  /** SQL jobs: each statement's mean time per request, in the order of the steps flattened. */
  statementMs?: number[];
}

function summarise(latencies: number[], failed: number, firstFailure: string | null, seconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const sum = latencies.reduce((a, b) => a + b, 0);
  return {
    completed: latencies.length,
    failed,
    firstFailure,
    seconds,
    p50: at(0.5),
    p99: at(0.99),
    mean: latencies.length ? sum / latencies.length : NaN,
  };
}

/** Runs `once` from `concurrency` loops until `seconds` have passed; times each call. */
async function loop(
  concurrency: number,
  seconds: number,
  once: (worker: number) => Promise<string | null>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const failure = await once(worker).catch((error: unknown) => String(error));
        if (failure === null) latencies.push(performance.now() - t0);
        else {
          failed += 1;
          firstFailure ??= failure;
        }
      }
    }),
  );
  return summarise(latencies, failed, firstFailure, (performance.now() - started) / 1000);
}

let nextAddress = 0;
/** 127.2.0.1 onwards: a loopback address no other connection of this process has used. */
function freshAddress(): string {
  const n = nextAddress++;
  return `127.2.${(n >> 8) & 255}.${(n & 255) + 1}`;
}

async function httpLoad(job: HttpJob): Promise<LoadResult> {
  const url = new URL(job.url);
  const agents: { agent: Agent; used: number }[] = [];
  const agentFor = (worker: number) => {
    let slot = agents[worker];
    if (!slot || (job.requestsPerAddress && slot.used >= job.requestsPerAddress)) {
      slot?.agent.destroy();
      const localAddress = job.requestsPerAddress ? freshAddress() : undefined;
      slot = { agent: new Agent({ keepAlive: true, maxSockets: 1, localAddress }), used: 0 };
      agents[worker] = slot;
    }
    slot.used += 1;
    return slot.agent;
  };
  const once = (worker: number) =>
    new Promise<string | null>((resolve, reject) => {
      const req = request(url, { agent: agentFor(worker), method: job.method, headers: job.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ok = res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
          resolve(ok ? null : `${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`);
        });
      });
      req.on('error', reject);
      req.end(job.body);
    });
  try {
    return await loop(job.concurrency, job.seconds, once);
  } finally {
    for (const slot of agents) slot.agent.destroy();
  }
}

/** Parameters back as the driver got them: JSON turned Buffers into { type, data }. */
function revive(value: unknown): unknown {
  if (value && typeof value === 'object' && 'type' in value && value.type === 'Buffer' && 'data' in value) {
    return Buffer.from(value.data as number[]);
  }
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A random string like `value` (hex, or base64url), so a replayed insert does not repeat a unique
 * token (a refresh token's hash) and fail where the server's never does.
 */
function fresh(value: unknown): unknown {
  // A uuid names a row (the session a refresh token belongs to): kept.
  if (typeof value !== 'string' || value.length < 32 || UUID.test(value)) return value;
  if (/^[0-9a-f]+$/.test(value))
    return randomBytes(Math.ceil(value.length / 2))
      .toString('hex')
      .slice(0, value.length);
  if (/^[A-Za-z0-9_-]+$/.test(value)) return randomBytes(value.length).toString('base64url').slice(0, value.length);
  return value;
}

/** One request's statements, with fresh tokens where the server would make new ones. */
function forRequest(steps: Statement[][]): Statement[][] {
  const renew = (s: Statement) => (/^\s*insert\b/i.test(s.sql) ? { sql: s.sql, params: s.params.map(fresh) } : s);
  return steps.map((step) => step.map(renew));
}

/** The PostgreSQL backend of each of the pool's connections, all opened now. */
async function openAll(pool: pg.Pool, size: number): Promise<number[]> {
  const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
  const pids = await Promise.all(
    clients.map(async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid),
  );
  for (const c of clients) c.release();
  return pids;
}

async function sqlLoad(job: SqlJob): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.poolSize });
  const captured = job.steps.map((step) => step.map((s) => ({ sql: s.sql, params: s.params.map(revive) })));
  // A request with a transaction keeps one connection for all its statements, as the server's does.
  const transactional = captured.flat().some((s) => /^\s*begin\b/i.test(s.sql));
  // Each statement's place in the flattened steps, and the time spent in it over the run.
  const places = captured.map((step, i) => step.map((_, j) => captured.slice(0, i).flat().length + j));
  const spent = captured.flat().map(() => 0);
  const timed = async (place: number, run: Promise<unknown>) => {
    const started = performance.now();
    await run;
    spent[place]! += performance.now() - started;
  };
  const once = async (): Promise<null> => {
    const steps = forRequest(captured);
    if (!transactional) {
      for (const [i, step] of steps.entries()) {
        await Promise.all(step.map((s, j) => timed(places[i]![j]!, pool.query(s.sql, s.params))));
      }
      return null;
    }
    const client = await pool.connect();
    try {
      for (const [place, s] of steps.flat().entries()) await timed(place, client.query(s.sql, s.params));
    } finally {
      client.release();
    }
    return null;
  };
  try {
    // Open the pool's connections before the clock starts, as the server's are open.
    const backends = await openAll(pool, job.poolSize);
    const before = cpuOf(backends);
    const result = await loop(job.concurrency, job.seconds, once);
    const requests = result.completed + result.failed;
    return {
      ...result,
      backendCpu: cpuSpent(before, cpuOf(backends)),
      statementMs: spent.map((ms) => ms / requests),
    };
  } finally {
    await pool.end();
  }
}

process.on('message', (job: LoadJob) => {
  const run = job.kind === 'http' ? httpLoad(job) : sqlLoad(job);
  run.then(
    (result) => process.send?.(result),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
