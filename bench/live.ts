// Live figures (issue 22): the time from an RTMP publish to the first playable live segment, and the
// server's CPU per live stream while it runs (the Node process, which holds node-media-server's
// sessions, and the packager ffmpeg that copies the stream into HLS). Printed, never asserted.
// ffmpeg publishes a test pattern as OBS would (x264, 2 s keyframe interval, AAC); its own encoding
// is not the server's and is not counted. BENCH_LIVE_RUNS, BENCH_LIVE_SIZE change the runs and size.
// Then BENCH_LIVE_VIEWERS (500) players watch one live for BENCH_LIVE_VIEW_SECONDS (20 s): requests
// per second, latency and errors of the playlist reloads and segments they ask for.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_VERSION, LIVE, api, buildPath } from '@plaza/contract';
import { benchServerEnv, builtServer, stopServer, waitForHealth } from './bench-server.js';
import { hlsViewers } from './live-viewers.js';
import { cpuOf, cpuSpent } from './proc-cpu.js';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_LIVE_PORT ?? 8194);
const rtmpPort = Number(process.env.BENCH_LIVE_RTMP_PORT ?? 19354);
const base = `http://127.0.0.1:${port}`;
const RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 3);
const SIZE = process.env.BENCH_LIVE_SIZE ?? '1280x720';
const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 500);
const VIEW_SECONDS = Number(process.env.BENCH_LIVE_VIEW_SECONDS ?? 20);
/** How long CPU is sampled once a live is playing. */
const WINDOW_MS = 10_000;
const DEADLINE_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(path: string, method: string, token?: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}/${API_VERSION}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.headers.get('content-type')?.includes('json') ? res.json() : res.text();
}

/** Polls `check` every 20 ms until it answers a value; throws past the deadline. */
async function until<T>(what: string, check: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== null) return value;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The server's direct children (the packagers; setpriv execs ffmpeg in place). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function publish(streamKey: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${SIZE}:rate=30`, '-f', 'lavfi', '-i', 'sine'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
      ...['-g', String(LIVE.keyframeIntervalSeconds * 30), '-b:v', '2500k', '-c:a', 'aac'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/${LIVE.rtmpApp}/${streamKey}`],
    ],
    { stdio: 'ignore' },
  );
}

async function stopPublisher(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGINT');
  await new Promise((r) => child.once('close', r));
}

interface Settings {
  livePostId: string | null;
}

async function oneLive(server: ChildProcess, token: string, streamKey: string) {
  const settings = () => call(api.streaming.settings.path, 'GET', token) as Promise<Settings>;
  const publishedAt = performance.now();
  const publisher = publish(streamKey);
  try {
    // Live (streaming) once the first segment and its playlist are in storage; then the playlist is read.
    const postId = await until('the live', async () => (await settings()).livePostId);
    const detail = (await call(buildPath(api.posts.detail.path, { postId }), 'GET', token)) as { slug: string };
    const path = buildPath(api.posts.videoView.path, { slug: detail.slug, videoName: LIVE.playlistName });
    await until('a playable segment', async () =>
      /live_\d+\.ts/.test(String(await call(path, 'GET', token))) ? true : null,
    );
    const firstSegmentMs = performance.now() - publishedAt;

    const packagers = childrenOf(server.pid!);
    const nodeBefore = cpuOf([server.pid!]);
    const packagerBefore = cpuOf(packagers);
    await sleep(WINDOW_MS);
    const nodeMs = cpuSpent(nodeBefore, cpuOf([server.pid!]));
    const packagerMs = cpuSpent(packagerBefore, cpuOf(packagers));

    const stoppedAt = performance.now();
    await stopPublisher(publisher);
    await until('the end of the live', async () => ((await settings()).livePostId === null ? true : null));
    const endMs = performance.now() - stoppedAt;
    await until('the VOD', async () => {
      const post = (await call(buildPath(api.posts.detail.path, { postId }), 'GET', token)) as {
        media: { status: string };
      };
      return post.media.status === 'processing' ? null : post.media.status;
    });
    return { firstSegmentMs, nodePct: (nodeMs / WINDOW_MS) * 100, packagerPct: (packagerMs / WINDOW_MS) * 100, endMs };
  } finally {
    await stopPublisher(publisher);
  }
}

/** One live watched by VIEWERS players at its edge. */
async function watchedLive(token: string, streamKey: string) {
  const publisher = publish(streamKey);
  try {
    const postId = await until(
      'the live',
      async () => ((await call(api.streaming.settings.path, 'GET', token)) as Settings).livePostId,
    );
    const detail = (await call(buildPath(api.posts.detail.path, { postId }), 'GET', token)) as { slug: string };
    const path = buildPath(api.posts.videoView.path, { slug: detail.slug, videoName: LIVE.playlistName });
    await until('a playable segment', async () =>
      /live_\d+\.ts/.test(String(await call(path, 'GET', token))) ? true : null,
    );
    const figures = await hlsViewers({
      playlistUrl: `${base}/${API_VERSION}${path}`,
      token,
      viewers: VIEWERS,
      seconds: VIEW_SECONDS,
      reloadMs: LIVE.segmentSeconds * 1000,
    });
    console.log(
      `${figures.viewers} HLS viewers of one live for ${figures.seconds.toFixed(1)} s (playlist through the API every ${LIVE.segmentSeconds} s, then new segments): ${figures.perSecond.toFixed(0)} requests/s, p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, ${figures.errors} errors of ${figures.requests}, ${figures.segments} segments served`,
    );
  } finally {
    await stopPublisher(publisher);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-live-'));
  const server = spawn(process.execPath, await builtServer(), {
    cwd: root,
    env: benchServerEnv(port, dataDir, {
      DATABASE_URL: '',
      REDIS_URL: '',
      RTMP_PORT: String(rtmpPort),
      RTMP_HOST: '127.0.0.1',
      // A stopped publish ends its live at once, not after the resume window.
      LIVE_RESUME_SECONDS: '0',
    }),
    stdio: 'inherit',
  });
  try {
    await waitForHealth(base, Date.now() + 120_000);
    const created = (await call(api.auth.initialUser.path, 'POST', undefined, {
      fullName: 'Bench Streamer',
      userName: 'bench_streamer',
      email: 'streamer@plaza.test',
      password: 'bench-password',
    })) as { accessToken: string; user: { id: string } };
    const token = created.accessToken;
    // The free plan allows 5 lives; the studio plan more than these runs.
    await call(buildPath(api.membership.setUserPlan.path, { id: created.user.id }), 'PUT', token, {
      planCode: 'studio',
    });
    const { streamKey } = (await call(api.streaming.regenerateKey.path, 'POST', token)) as { streamKey: string };
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneLive(server, token, streamKey));
    const show = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `live publish → first playable segment (${SIZE} x264, ${LIVE.keyframeIntervalSeconds} s keyframes, ${RUNS} runs): median ${show(median(runs.map((r) => r.firstSegmentMs)))} (${runs.map((r) => show(r.firstSegmentMs)).join(', ')})`,
    );
    console.log(
      `server CPU per live stream (copy packaging): node ${median(runs.map((r) => r.nodePct)).toFixed(1)} % of a core (RTMP sessions, segment sync), packager ffmpeg ${median(runs.map((r) => r.packagerPct)).toFixed(1)} %`,
    );
    console.log(`publisher stop → post no longer live: median ${show(median(runs.map((r) => r.endMs)))}`);
    await watchedLive(token, streamKey);
  } finally {
    await stopServer(server, dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
