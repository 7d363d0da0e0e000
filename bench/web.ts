// Web front-end figures: the JavaScript each screen loads (gzipped size of every script the page
// fetched, and the bytes that crossed the wire) and its first and largest contentful paint, cold
// (a fresh browser context, empty cache) and warm (the same context, reloaded), median of 5, in
// headless Debian Chromium. Printed, never asserted. The server runs on loopback with a fresh
// DATA_DIR and serves apps/web/dist as `npm start` does.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { API_VERSION, VIDEO_FILE_FIELD, api, buildPath } from '@plaza/contract';
import { builtServer, stopServer, waitForHealth } from './bench-server.js';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_WEB_PORT ?? 8194);
const base = `http://localhost:${port}`;
const RUNS = 5;
const KB = 1024;
const account = {
  fullName: 'Bench Viewer',
  userName: 'bench_viewer',
  email: 'viewer@plaza.test',
  password: 'bench-password',
};

async function call(path: string, init: RequestInit, token?: string): Promise<Record<string, unknown>> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(`${base}/${API_VERSION}${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The first user, and one uploaded video post whose transcoding has finished. */
async function seed(dir: string): Promise<string> {
  const created = await call(api.auth.initialUser.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const token = created.accessToken as string;
  const clip = join(dir, 'clip.mp4');
  const source = ['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4'];
  await promisify(execFile)('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    ...source,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    clip,
  ]);
  const form = new FormData();
  form.set('title', 'Bench video');
  form.set(VIDEO_FILE_FIELD, new Blob([readFileSync(clip)], { type: 'video/mp4' }), 'bench.mp4');
  const post = await call(api.posts.createVideo.path, { method: 'POST', body: form }, token);
  const postId = post.id as string;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const detail = await call(buildPath(api.posts.detail.path, { postId }), {}, token);
    const status = (detail.media as { status: string } | undefined)?.status;
    if (status === 'ready') return postId;
    if (status === 'failed') throw new Error('the bench video failed to transcode');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the bench video was not ready in time');
}

interface Load {
  jsGzip: number;
  jsWire: number;
  fcp: number;
  lcp: number;
}

/** Loads (or reloads) a page, waits for what shows it is ready, then reads its scripts and paints. */
async function measure(page: Page, url: string | null, ready: (page: Page) => Promise<void>): Promise<Load> {
  const scripts: Promise<{ gzip: number; wire: number }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response.request().sizes();
        // A script from the cache reports -1 bytes: nothing crossed the wire.
        return { gzip: gzipSync(body).length, wire: Math.max(0, sizes.responseBodySize) };
      })(),
    );
  };
  page.on('response', onResponse);
  if (url) await page.goto(url);
  else await page.reload();
  await ready(page);
  // Lazy chunks fetched on load, and the paints, settle within a moment of the screen showing.
  await page.waitForTimeout(1000);
  page.off('response', onResponse);
  const loaded = await Promise.all(scripts);
  // Evaluated as a script in the page (TypeScript's DOM types do not list the LCP entry type).
  const paints = await page.evaluate<{ fcp: number | null; lcp: number | null }>(`new Promise((done) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      done({ fcp, lcp: entries[entries.length - 1]?.startTime ?? null });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => done({ fcp, lcp: null }), 500);
  })`);
  return {
    jsGzip: loaded.reduce((sum, s) => sum + s.gzip, 0),
    jsWire: loaded.reduce((sum, s) => sum + s.wire, 0),
    fcp: paints.fcp ?? NaN,
    lcp: paints.lcp ?? NaN,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
}

async function coldAndWarm(
  browser: Browser,
  screen: Screen,
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const options = screen.signedIn ? { storageState: state } : {};
  const cold: Load[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext(options);
    cold.push(await measure(await context.newPage(), `${base}${screen.path}`, screen.ready));
    await context.close();
  }
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await measure(page, `${base}${screen.path}`, screen.ready);
  const warm: Load[] = [];
  for (let i = 0; i < RUNS; i += 1) warm.push(await measure(page, null, screen.ready));
  await context.close();
  return { cold, warm };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(0)} KB`;
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-web-'));
  const server = spawn(process.execPath, await builtServer(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // RTMP ingest on a free port, so runs beside another server never collide on 1935.
      RTMP_PORT: '0',
    },
    stdio: 'inherit',
  });
  let browser: Browser | null = null;
  try {
    await waitForHealth(base, Date.now() + 120_000);
    const postId = await seed(dataDir);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const signIn = await browser.newContext();
    const page = await signIn.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Email or username').fill(account.userName);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Account menu' }).first().waitFor();
    const state = await signIn.storageState();
    await signIn.close();

    const screens: Screen[] = [
      {
        name: '/login',
        path: '/login',
        signedIn: false,
        ready: (p) => p.getByRole('button', { name: 'Sign in' }).waitFor(),
      },
      {
        name: '/ (signed in)',
        path: '/',
        signedIn: true,
        ready: (p) => p.getByRole('button', { name: 'Account menu' }).first().waitFor(),
      },
      {
        name: '/video/{id}',
        path: `/video/${postId}`,
        signedIn: true,
        ready: (p) => p.getByRole('heading', { name: 'Bench video' }).first().waitFor(),
      },
    ];
    console.log(`web (median of ${RUNS}; JS gz = gzipped size of every script loaded; wire = bytes sent)`);
    console.log('screen          | load | JS gz  | JS wire | FCP     | LCP');
    for (const screen of screens) {
      const { cold, warm } = await coldAndWarm(browser, screen, state);
      for (const [label, runs] of [
        ['cold', cold],
        ['warm', warm],
      ] as const) {
        const cells = [
          screen.name.padEnd(15),
          label.padEnd(4),
          kb(median(runs.map((r) => r.jsGzip))).padStart(6),
          kb(median(runs.map((r) => r.jsWire))).padStart(7),
          ms(median(runs.map((r) => r.fcp))).padStart(7),
          ms(median(runs.map((r) => r.lcp))),
        ];
        console.log(cells.join(' | '));
      }
    }
  } finally {
    await browser?.close();
    await stopServer(server, dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
