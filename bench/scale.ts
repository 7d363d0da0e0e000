// Speed figures at scale (deploy/): the feed (GET /post/feed/list over 100,000 posts on PostgreSQL)
// at 50 connections from one API process directly and from two behind nginx, and how long a socket
// takes to reconnect through the proxy after SIGKILL of its process. Needs DATABASE_URL and
// REDIS_URL (skipped without them). Printed, never asserted.
import { API_VERSION, SOCKET_PATH, api, buildPath } from '@plaza/contract';
import { Agent, request } from 'node:http';
import { io } from 'socket.io-client';
import { startTopology } from '../deploy/local-topology.mjs';
import { ownDatabase } from './own-database.js';
import { seedFeedDatabase } from './feed-database.js';
import { BENCH_USER, SEED } from './posts-seed.js';

const PORT = 8364;
const CONNECTIONS = 50;
const SECONDS = 10;
const feedPath = `/${API_VERSION}${buildPath(api.posts.feed.path)}`;

/** One GET on its own kept-alive connection; answers when the body is read. */
function get(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** CONNECTIONS connections, each from its own loopback address (nginx is sticky by address), for SECONDS. */
async function load(name: string, base: string, headers: Record<string, string>): Promise<void> {
  const url = new URL(feedPath, base);
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const agent = new Agent({
        keepAlive: true,
        maxSockets: 1,
        localAddress: `127.0.${1 + (i >> 8)}.${1 + (i % 250)}`,
      });
      while (performance.now() < deadline) {
        const started = performance.now();
        const status = await get(agent, url, headers).catch(() => 0);
        if (status === 200) latencies.push(performance.now() - started);
        else failures += 1;
      }
      agent.destroy();
    }),
  );
  latencies.sort((a, b) => a - b);
  const p = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  console.log(
    `${name}: ${Math.round(latencies.length / SECONDS)} requests/s, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms` +
      ` (${CONNECTIONS} connections, ${SECONDS} s${failures ? `, ${failures} failed` : ''})`,
  );
}

async function bearer(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/${API_VERSION}${api.auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUserName: BENCH_USER.userName, password: BENCH_USER.password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!serverUrl || !redisUrl) {
    console.log('scale (deploy/ topology): skipped (set DATABASE_URL and REDIS_URL to measure it)');
    return;
  }
  const own = await ownDatabase(serverUrl, `plaza_bench_scale_${process.pid}`);
  const url = own.url;
  try {
    console.log(`scale: seeded ${SEED.posts} posts in ${await seedFeedDatabase(url)} ms`);

    const topology = await startTopology({
      port: PORT,
      env: {
        DATABASE_URL: url,
        REDIS_URL: redisUrl,
        APP_URL: `http://localhost:${PORT}`,
        WEB_DIST: '',
        LOG_LEVEL: 'warn',
      },
    });
    try {
      const direct = `http://127.0.0.1:${topology.api[0].port}`;
      const headers = await bearer(direct);
      await load('feed, one API process directly', direct, headers);
      await load('feed, two API processes behind nginx', topology.url, headers);

      // Failover: a socket through the proxy, its process killed, the reconnect timed.
      const socket = io(topology.url, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        extraHeaders: { ...headers, origin: `http://localhost:${PORT}` },
        auth: { token: headers.authorization },
        reconnectionDelay: 50,
        reconnectionDelayMax: 250,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const upstream = (await fetch(`${topology.url}/${API_VERSION}${api.health.check.path}`)).headers.get(
        'x-plaza-upstream',
      );
      const victim = topology.api.find((p) => upstream?.endsWith(`:${p.port}`)) ?? topology.api[0];
      const reconnected = new Promise<number>((resolve) =>
        socket.io.once('reconnect', () => resolve(performance.now())),
      );
      const killedAt = performance.now();
      victim.child.kill('SIGKILL');
      console.log(
        `failover: a socket reconnected through nginx ${Math.round((await reconnected) - killedAt)} ms after SIGKILL of its process`,
      );
      socket.disconnect();
    } finally {
      await topology.stop();
    }
  } finally {
    await own.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
