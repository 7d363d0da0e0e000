// Upload figures: a 1 GiB video upload's throughput and how much the server's memory grows
// while it streams the body into storage, on the local disk and into an S3 bucket (s3rver, a
// fake S3 on loopback: its own disk writes and MD5s cost what a real S3's network would).
// Printed, never asserted. The server runs on loopback with a fresh DATA_DIR; the body is
// generated as it is sent (a small real video, then padding). BENCH_UPLOAD_MB changes the size.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { API_VERSION, VIDEO_FILE_FIELD, api, buildPath } from '@plaza/contract';
import S3rver from 's3rver';
import { builtServer, stopServer, waitForHealth } from './bench-server.js';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_UPLOAD_PORT ?? 8191);
const base = `http://127.0.0.1:${port}`;
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const UPLOAD_BYTES = UPLOAD_MB * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024);
const BOUNDARY = 'plaza-bench-boundary';
const MB = 1024 * 1024;

/** VmRSS and VmHWM (peak) of a process, in bytes, from /proc. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

async function call(path: string, method: string, body: unknown, token?: string) {
  const res = await fetch(`${base}/${API_VERSION}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A 2-second 320×240 clip made with ffmpeg's test sources: the real video at the start of the body. */
async function smallVideo(dir: string): Promise<Buffer> {
  const path = join(dir, 'clip.mp4');
  const source = ['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=2'];
  await promisify(execFile)('ffmpeg', ['-loglevel', 'error', '-y', ...source, '-c:v', 'libx264', path]);
  return readFileSync(path);
}

/** The multipart body: the title, then the clip and zero padding up to 1 GiB, made as it is sent. */
function* body(clip: Buffer): Generator<Buffer> {
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench upload\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${VIDEO_FILE_FIELD}"; filename="bench.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  yield clip;
  for (let sent = clip.length; sent < UPLOAD_BYTES; sent += CHUNK.length) {
    yield CHUNK.subarray(0, Math.min(CHUNK.length, UPLOAD_BYTES - sent));
  }
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

/** Sends the body with backpressure and answers the reply. */
function upload(token: string, clip: Buffer): Promise<{ status: number; body: string }> {
  let length = 0;
  for (const chunk of body(clip)) length += chunk.length;
  return new Promise((resolvePromise, reject) => {
    const req = request(`${base}/${API_VERSION}${api.posts.createVideo.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(length),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, body: text }));
    });
    // A refusal before the end closes the connection: the reply, if any, is what counts.
    pipeline(Readable.from(body(clip), { objectMode: false }), req).catch(reject);
  });
}

/** s3rver on a free port with a bucket in a fresh directory, and the S3_* settings naming it. */
async function fakeS3(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'plaza-bench-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'bench' }],
  });
  const { port: s3Port } = await s3.run();
  return {
    env: {
      S3_BUCKET: 'bench',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function main() {
  await measure('local disk', {});
  const s3 = await fakeS3();
  try {
    await measure('S3 (s3rver)', s3.env);
  } finally {
    await s3.close();
  }
}

async function measure(store: string, storeEnv: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-upload-'));
  const server = spawn(process.execPath, await builtServer(), {
    cwd: root,
    env: {
      ...process.env,
      ...storeEnv,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The embedded database on the fresh DATA_DIR: an upload's cost is in streaming, not in SQL,
      // and a shared PostgreSQL database may already have its first user.
      DATABASE_URL: '',
      REDIS_URL: '',
      // RTMP ingest on a free port, so runs beside another server never collide on 1935.
      RTMP_PORT: '0',
    },
    stdio: 'inherit',
  });
  try {
    await waitForHealth(base, Date.now() + 120_000);
    const created = await call(api.auth.initialUser.path, 'POST', {
      fullName: 'Bench Uploader',
      userName: 'bench_uploader',
      email: 'uploader@plaza.test',
      password: 'bench-password',
    });
    const token = created.accessToken as string;
    const userId = (created.user as { id: string }).id;
    // The free plan stops at 512 MiB; the studio plan takes the whole gigabyte.
    await call(buildPath(api.membership.setUserPlan.path, { id: userId }), 'PUT', { planCode: 'studio' }, token);
    const clip = await smallVideo(dataDir);

    const pid = server.pid!;
    const before = memoryOf(pid);
    let peak = before.rss;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 20);
    const started = performance.now();
    const reply = await upload(token, clip);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = memoryOf(pid);
    peak = Math.max(peak, after.rss);

    const outcome = reply.status === 200 ? 'stored' : (JSON.parse(reply.body) as { message: unknown }).message;
    console.log(
      `upload ${UPLOAD_MB} MiB to ${store} (streamed multipart): ${(UPLOAD_BYTES / MB / seconds).toFixed(0)} MB/s, ${seconds.toFixed(1)} s to the reply (${reply.status} ${String(outcome)})`,
    );
    console.log(
      `server memory during the upload to ${store}: RSS ${(before.rss / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB (growth ${((peak - before.rss) / MB).toFixed(0)} MB); VmHWM ${(before.hwm / MB).toFixed(0)} → ${(after.hwm / MB).toFixed(0)} MB`,
    );
  } finally {
    await stopServer(server, dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
