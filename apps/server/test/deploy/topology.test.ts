import {
  API_VERSION,
  MEDIA,
  RATE_LIMITS,
  SOCKET_PATH,
  api,
  isSocketError,
  postMediaUrl,
  postSchema,
} from '@plaza/contract';
import { existsSync } from 'node:fs';
import { get, Agent } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { ensureNginx, startTopology, type Topology } from '../../../../deploy/local-topology.mjs';
import { createDatabase, type Db } from '../../src/db/database.js';
import { TestClient } from '../support/client.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { createInitialUser, insertUser } from '../support/factories.js';
import { startFakeS3, type FakeS3 } from '../support/s3.js';
import { TEST_APP_URL } from '../support/server.js';
import { smallClip, uploadClip } from '../support/videos.js';
import { cookieOf, makeContacts } from '../realtime/support.js';

const PORT = 8370;
const WAIT_MS = 20_000;

function nginxAvailable(): boolean {
  try {
    ensureNginx();
    return true;
  } catch {
    return false;
  }
}

/** Which API process nginx sends a client at this source address to (its X-Plaza-Upstream). */
function upstreamFor(localAddress: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`http://127.0.0.1:${PORT}/${API_VERSION}${api.health.check.path}`, { localAddress }, (res) => {
      res.resume();
      resolve(String(res.headers['x-plaza-upstream']));
    }).on('error', reject);
  });
}

/** A socket through the proxy from `localAddress`, reconnecting as the web client does. */
function openSocket(client: TestClient, localAddress: string): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${PORT}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: { origin: TEST_APP_URL, cookie: cookieOf(client) },
    // The websocket transport hands this to `ws`: the source address picks the process.
    agent: new Agent({ localAddress }) as unknown as string,
    forceNew: true,
    reconnectionDelay: 50,
    reconnectionDelayMax: 250,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * The deployment of deploy/ (nginx, two api+realtime processes, a worker, PostgreSQL, Redis, an S3
 * bucket) on this machine: a video the worker alone transcodes, played through the proxy from S3;
 * a rate limit counted once across both API processes; a chat across the two processes that
 * survives SIGKILL of one of them.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL && nginxAvailable())('the deployed topology', () => {
  let database: TestDatabase;
  let db: Db;
  let topology: Topology;
  let s3: FakeS3;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
    s3 = await startFakeS3();
    topology = await startTopology({
      port: PORT,
      env: {
        NODE_ENV: 'test',
        APP_ENV: 'test',
        APP_URL: TEST_APP_URL,
        WEB_DIST: '',
        LOG_LEVEL: 'info',
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL!,
        // Media in the bucket: no process reads another's disk.
        ...s3.env,
      },
    });
  }, 90_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await topology?.stop();
    await db?.destroy();
    await database?.drop();
    await s3?.close();
  });

  it('signs up, transcodes on the worker only, plays through the proxy from S3, shares limits, and chats across a SIGKILL', async () => {
    const ada = new TestClient(topology.url);
    const adaId = (await createInitialUser(ada, { fullName: 'Ada Lovelace' })).user.id;

    // The upload is answered by an API process; the worker alone transcodes it.
    const upload = await uploadClip(ada, await smallClip());
    expect(upload.status).toBe(200);
    const post = postSchema.parse(upload.body);
    await vi.waitFor(
      async () => {
        const row = await db.selectFrom('posts').select('media_status').where('id', '=', post.id).executeTakeFirst();
        expect(row?.media_status).toBe('ready');
      },
      { timeout: 60_000, interval: 250 },
    );
    // Standard output is batched (flushed every 250 ms), so the worker's line may trail the row.
    await vi.waitFor(() => expect(topology.worker.output()).toContain('video transcoded'), {
      timeout: 10_000,
      interval: 100,
    });
    for (const process of topology.api) expect(process.output()).not.toContain('video transcoded');
    // Played as a player does, through the proxy: the view call redirects to the signed address,
    // the playlists come from an API process, the segments by presigned URLs from the bucket.
    const view = await fetch(`${topology.url}${postMediaUrl(post, MEDIA.masterPlaylistName)}`, {
      headers: { cookie: cookieOf(ada) },
      redirect: 'manual',
    });
    expect(view.status).toBe(302);
    const masterUrl = new URL(view.headers.get('location')!, topology.url).href;
    expect(masterUrl.startsWith(`${topology.url}/${API_VERSION}/media/${post.slug}/`)).toBe(true);
    const master = await fetch(masterUrl);
    expect(master.status).toBe(200);
    const rendition = (await master.text()).split('\n').find((line) => line.endsWith('.m3u8'))!;
    const playlistUrl = new URL(rendition, masterUrl).href;
    const playlist = await fetch(playlistUrl);
    expect(playlist.status).toBe(200);
    const segmentLine = (await playlist.text()).split('\n').find((l) => l.endsWith('.ts') || l.includes('.ts?'))!;
    const segment = new URL(segmentLine, playlistUrl).href;
    expect(segment.startsWith(s3.env.S3_ENDPOINT!)).toBe(true);
    const ts = await fetch(segment);
    expect(ts.status).toBe(200);
    expect(Buffer.from(await ts.arrayBuffer())[0]).toBe(0x47);
    expect(existsSync(join(topology.dataDir, 'media', 'videos', post.slug))).toBe(false);

    // One count for all processes (Redis): Ada's comments alternate between the two API processes,
    // called directly (nginx would keep her on one), and the one past the declared burst is refused.
    const burst = RATE_LIMITS.commentBurst.points;
    const statuses: number[] = [];
    for (let n = 0; n <= burst; n += 1) {
      const direct = new TestClient(`http://127.0.0.1:${topology.api[n % 2]!.port}`);
      const comment = await direct.call(
        api.comments.create,
        { body: { postId: post.id, comment: `comment ${n}` } },
        { headers: { cookie: cookieOf(ada) } },
      );
      statuses.push(comment.status);
    }
    expect(statuses).toEqual([...Array<number>(burst).fill(200), 429]);

    // Bob chats with Ada; nginx sends each to another process (sticky by address).
    const { row: bobRow, password } = await insertUser({ db }, { fullName: 'Bob Noyce' });
    await makeContacts({ db }, adaId, bobRow.id);
    const bob = new TestClient(topology.url);
    const login = await bob.call(api.auth.login, { body: { emailOrUserName: bobRow.email, password: password! } });
    expect(login.status).toBe(200);
    const byProcess = new Map<string, string>();
    for (let i = 1; i < 64 && byProcess.size < 2; i += 1) {
      const address = `127.0.0.${i}`;
      const upstream = await upstreamFor(address);
      if (!byProcess.has(upstream)) byProcess.set(upstream, address);
    }
    expect(byProcess.size).toBe(2);
    const [adaAddress, bobAddress] = [...byProcess.values()] as [string, string];
    const bobUpstream = [...byProcess.keys()][1]!;
    const adaSocket = await openSocket(ada, adaAddress);
    const bobSocket = await openSocket(bob, bobAddress);
    sockets.push(adaSocket, bobSocket);
    const heard: string[] = [];
    bobSocket.on('new_message', (m: { id: string }) => heard.push(m.id));

    const acknowledged: string[] = [];
    let sending = true;
    const sender = (async () => {
      for (let n = 0; sending; n += 1) {
        const ack = await adaSocket
          .timeout(2000)
          .emitWithAck('message', { identifier: n, medium: 'direct', to: bobRow.id, message: `message ${n}` })
          .catch(() => null);
        if (ack && !isSocketError(ack)) acknowledged.push((ack as { id: string }).id);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(3), { timeout: WAIT_MS });

    // Bob's process dies mid-chat; his socket reconnects through the proxy to the other one.
    const victim = topology.api.find((p) => bobUpstream.endsWith(`:${p.port}`))!;
    const reconnected = new Promise<number>((resolve) =>
      bobSocket.io.once('reconnect', () => resolve(performance.now())),
    );
    const killedAt = performance.now();
    victim.child.kill('SIGKILL');
    const failoverMs = Math.round((await reconnected) - killedAt);
    console.warn(`failover: Bob's socket reconnected through the proxy ${failoverMs} ms after SIGKILL of its process`);
    expect(failoverMs).toBeLessThan(5000);
    const before = heard.length;
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(before + 3), { timeout: WAIT_MS });
    sending = false;
    await sender;

    // Nothing acknowledged is lost: Bob's history, through the proxy, has every one.
    const history = await bob.call(api.chat.messages, {
      params: { medium: 'direct', id: adaId },
      query: { limit: 100 },
    });
    expect(history.status).toBe(200);
    const stored = new Set(history.body.data.map((m) => m.id));
    expect(acknowledged.length).toBeGreaterThan(5);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 120_000);
});
