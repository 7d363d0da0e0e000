// Speed figures: cold start, the latency of the calls every page makes, and zones and channels.
// Printed, never asserted. Traffic goes only to a server this script starts on loopback.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchCommunity } from './community.js';
import { benchPosts } from './posts.js';
import { benchWallet } from './wallet.js';
import { benchServerEnv, builtServer } from './bench-server.js';

const root = resolve(import.meta.dirname, '..');
const port = 8190;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-'));

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(name: string, total: number, concurrency: number, once: () => Promise<Response>) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t = performance.now();
        const res = await once();
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${name.padEnd(34)} n=${String(total).padStart(5)} c=${String(concurrency).padStart(2)}  p50${fmt(percentile(times, 50))} ms  p95${fmt(percentile(times, 95))} ms  p99${fmt(percentile(times, 99))} ms  ${(total / seconds).toFixed(0).padStart(6)} req/s  failures ${failures}`,
  );
}

async function main() {
  const startedAt = performance.now();
  const server = spawn(process.execPath, await builtServer(), {
    cwd: root,
    env: benchServerEnv(port, dataDir, { DATABASE_URL: process.env.DATABASE_URL ?? '' }),
    stdio: 'inherit',
  });
  try {
    await waitForHealth(Date.now() + 120_000);
    console.log(`cold start (fresh DATA_DIR, to healthy): ${Math.round(performance.now() - startedAt)} ms`);
    const json = { 'content-type': 'application/json' };
    const admin = {
      fullName: 'Bench Admin',
      userName: 'bench_admin',
      email: 'bench@plaza.test',
      password: 'bench-password',
    };
    const created = await fetch(`${base}/v1/auth/initial-user`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(admin),
    });
    const { accessToken } = (await created.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };

    await measure('GET /v1/health', 2000, 10, () => fetch(`${base}/v1/health`));
    await measure('POST /v1/auth/retrieve (signed in)', 2000, 10, () =>
      fetch(`${base}/v1/auth/retrieve`, { method: 'POST', headers: auth }),
    );
    // Every way of signing in shares one allowance per network address (50): 30 here, 18 for wallets.
    await measure('POST /v1/auth/login (argon2id)', 30, 2, () =>
      fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ emailOrUserName: admin.userName, password: admin.password }),
      }),
    );
    await measure('GET / (web app shell)', 1000, 10, () => fetch(`${base}/`));
    await benchCommunity(base, auth, measure);
    await benchWallet(base, auth);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The feed runs on a seeded data set, with a server of its own.
  await benchPosts(measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
