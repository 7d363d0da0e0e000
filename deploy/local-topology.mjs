#!/usr/bin/env node
// The deployment of deploy/compose.yaml on one machine, without containers: nginx from Debian's
// packages (installed when missing, as root), two API+realtime processes and one worker on the
// PostgreSQL and Redis that DATABASE_URL and REDIS_URL name. Media in S3: the bucket the S3_*
// variables name, or, when S3_BUCKET is unset, s3rver (a fake S3 from npm, for trying it out only)
// started here with a bucket in the work folder.
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… node deploy/local-topology.mjs [--port 8350]
//
// Also a module: the topology test (apps/server/test/deploy/) starts and stops it with startTopology.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS, ensureServerBuild } from '../scripts/server-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** Debian's nginx-light, installed with apt-get when missing and this runs as root. */
export function ensureNginx() {
  const found = NGINX_CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get'))
    throw new Error('nginx is missing: install Debian\'s package with "sudo apt-get install nginx-light"');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], { env, stdio: 'ignore' });
  const installed = NGINX_CANDIDATES.find((path) => existsSync(path));
  if (!installed) throw new Error('nginx-light installed but no nginx program found');
  return installed;
}

/** deploy/nginx.conf with this machine's ports: the same proxy rules as the compose deployment. */
export async function nginxConfig(listenPort, appPorts, workDir) {
  const site = (await readFile(join(root, 'deploy/nginx.conf'), 'utf8'))
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`)
    .replace(/\s+server api\d:8000 ([^;]*);/g, '')
    .replace(
      /(hash \$remote_addr consistent;)/,
      `$1\n${appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}`,
    );
  return `daemon off;
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${workDir}/client_body;
    proxy_temp_path ${workDir}/proxy;
    fastcgi_temp_path ${workDir}/fastcgi;
    uwsgi_temp_path ${workDir}/uwsgi;
    scgi_temp_path ${workDir}/scgi;
${site}
}
`;
}

function startChild(name, port, command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk) => {
    printed = (printed + chunk.toString()).slice(-200_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { name, port, child, output: () => printed };
}

async function waitFor(url, proc, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null)
      throw new Error(`${proc.name} exited (${proc.child.exitCode}):\n${proc.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`${proc.name} did not answer ${url} in ${timeoutMs} ms:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopChild(proc) {
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts nginx on `port` in front of two `api,realtime` processes (port+1, port+2) and a `worker`
 * (port+3, health only). `env` is given to every process (DATABASE_URL and REDIS_URL required).
 */
export async function startTopology({ port = 8350, env = {}, startTimeoutMs = 60_000 } = {}) {
  const shared = { ...env };
  if (!shared.DATABASE_URL || !shared.REDIS_URL)
    throw new Error('DATABASE_URL and REDIS_URL are required: the processes share PostgreSQL and Redis');
  const nginx = ensureNginx();
  // Each process runs the built JavaScript, as the image of deploy/Dockerfile does.
  await ensureServerBuild();
  const workDir = await mkdtemp(join(tmpdir(), 'plaza-topology-'));
  const dataDir = shared.DATA_DIR ?? join(workDir, 'data');
  await mkdir(dataDir, { recursive: true });
  const base = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: 'true',
    // RTMP ingest on a free port in every process; the topology's live ingest is not exercised here.
    RTMP_PORT: '0',
    ...shared,
    DATA_DIR: dataDir,
  };
  const server = (name, appPort, roles) =>
    startChild(name, appPort, process.execPath, SERVER_NODE_ARGS, {
      ...base,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      PLAZA_ROLES: roles,
    });
  const appPorts = [port + 1, port + 2];
  const processes = [];
  const stop = async () => {
    await Promise.all(processes.map(stopChild));
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    // The first process migrates the database alone; the others then find it migrated.
    const api1 = server('api1', appPorts[0], 'api,realtime');
    processes.push(api1);
    await waitFor(`http://127.0.0.1:${appPorts[0]}/v1/health`, api1, startTimeoutMs);
    const api2 = server('api2', appPorts[1], 'api,realtime');
    const worker = server('worker', port + 3, 'worker');
    processes.push(api2, worker);
    await writeFile(join(workDir, 'nginx.conf'), await nginxConfig(port, appPorts, workDir));
    const proxy = startChild(
      'nginx',
      port,
      nginx,
      ['-c', join(workDir, 'nginx.conf'), '-e', join(workDir, 'nginx-error.log')],
      {
        PATH: process.env.PATH ?? '',
      },
    );
    processes.push(proxy);
    await Promise.all([
      waitFor(`http://127.0.0.1:${appPorts[1]}/v1/health`, api2, startTimeoutMs),
      waitFor(`http://127.0.0.1:${port + 3}/v1/health`, worker, startTimeoutMs),
    ]);
    await waitFor(`http://127.0.0.1:${port}/v1/health`, proxy, startTimeoutMs);
    return {
      url: `http://127.0.0.1:${port}`,
      dataDir,
      api: [api1, api2],
      worker,
      proxy,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

const FAKE_BUCKET = 'plaza';
/** s3rver's fixed credentials. */
const FAKE_KEY = 'S3RVER';

/** s3rver on `port` with one bucket in `directory`: answers the S3_* settings that name it. */
export async function startFakeS3(port, directory) {
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: FAKE_BUCKET }],
  });
  await server.run();
  return {
    env: {
      S3_BUCKET: FAKE_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: FAKE_KEY,
      S3_SECRET_ACCESS_KEY: FAKE_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}

async function startWithS3(port, env) {
  if (env.S3_BUCKET) return { topology: await startTopology({ port, env }), close: async () => {} };
  const directory = await mkdtemp(join(tmpdir(), 'plaza-s3-'));
  const s3 = await startFakeS3(port + 4, directory);
  const close = async () => {
    await s3.close();
    await rm(directory, { recursive: true, force: true });
  };
  try {
    return { topology: await startTopology({ port, env: { ...env, ...s3.env } }), close };
  } catch (error) {
    await close();
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--port');
  const port = at > 0 ? Number(process.argv[at + 1]) : 8350;
  const pick = (...names) => Object.fromEntries(names.filter((n) => process.env[n]).map((n) => [n, process.env[n]]));
  const env = pick(
    'DATABASE_URL',
    'REDIS_URL',
    'APP_URL',
    'DATA_DIR',
    'JWT_SECRET',
    'LOG_LEVEL',
    'WEB_DIST',
    'SMTP_URL',
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  );
  env.APP_URL ??= `http://localhost:${port}`;
  startWithS3(port, env).then(
    ({ topology, close }) => {
      const bucket = env.S3_BUCKET ? `S3 bucket ${env.S3_BUCKET}` : `s3rver :${port + 4}`;
      console.log(
        `Plaza at ${topology.url}: api1 :${port + 1}, api2 :${port + 2}, worker :${port + 3}, ${bucket} (Ctrl-C stops)`,
      );
      for (const signal of ['SIGINT', 'SIGTERM'])
        process.once(
          signal,
          () =>
            void topology
              .stop()
              .then(close)
              .then(() => process.exit(0)),
        );
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
