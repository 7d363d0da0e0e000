// How many authenticated sockets one server process holds, and its memory for them.
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@plaza/contract';
import { io, type Socket } from 'socket.io-client';
import { APP_URL, type BenchDatabase, type BenchServer, type BenchUser } from './chat-servers.js';

export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const CONNECT_TIMEOUT_MS = 30_000;
const DISCONNECTS_TIMEOUT_MS = 180_000;
const MB = 1024 * 1024;

/** Opens one socket as the user, the way a tab does (access token, the product's Origin). */
export function connectSocket(base: string, user: BenchUser): Promise<BenchSocket> {
  const socket: BenchSocket = io(base, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token: user.token },
    extraHeaders: { origin: APP_URL },
    forceNew: true,
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** Connects every user, `batch` handshakes at a time; answers the sockets and the refusals by message. */
export async function connectAll(base: string, users: BenchUser[], batch: number) {
  const sockets: BenchSocket[] = [];
  const refused = new Map<string, number>();
  for (let i = 0; i < users.length; i += batch) {
    const results = await Promise.allSettled(users.slice(i, i + batch).map((u) => connectSocket(base, u)));
    for (const r of results) {
      if (r.status === 'fulfilled') sockets.push(r.value);
      else refused.set(String(r.reason), (refused.get(String(r.reason)) ?? 0) + 1);
    }
  }
  return { sockets, refused };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the server has handled every socket closing: each user's last tab closing stores
 * their last_online_at. Answers how many were stored (and so how long the server was busy).
 */
async function disconnectsHandled(db: BenchDatabase, expected: number): Promise<number> {
  const deadline = performance.now() + DISCONNECTS_TIMEOUT_MS;
  let stored = 0;
  while (performance.now() < deadline) {
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from users where last_online_at is not null',
    );
    stored = row?.n ?? 0;
    if (stored >= expected) break;
    await sleep(250);
  }
  return stored;
}

/** Opens a socket for every user on the server, notes its memory, and closes them again. */
export async function benchSockets(
  server: BenchServer,
  db: BenchDatabase,
  users: BenchUser[],
  batch: number,
): Promise<string[]> {
  await sleep(1000);
  const before = server.rss();
  const started = performance.now();
  const { sockets, refused } = await connectAll(server.base, users, batch);
  const seconds = (performance.now() - started) / 1000;
  // Let the presence work of the last handshakes finish before reading the memory.
  await sleep(3000);
  const after = server.rss();
  const alive = sockets.filter((s) => s.connected).length;
  const closing = performance.now();
  for (const socket of sockets) socket.disconnect();
  const handled = await disconnectsHandled(db, sockets.length);
  const closeSeconds = (performance.now() - closing) / 1000;
  const perSocket = sockets.length ? (after - before) / sockets.length / 1024 : NaN;
  const lines = [
    `connected sockets              ${sockets.length} of ${users.length} in ${seconds.toFixed(1)} s (${Math.round(sockets.length / seconds)}/s, batches of ${batch}); still connected after 3 s: ${alive}`,
    `server RSS                     ${(before / MB).toFixed(0)} MB idle → ${(after / MB).toFixed(0)} MB with the sockets: ${perSocket.toFixed(1)} KB per socket`,
    `closing them all                ${handled} users marked offline by the server in ${closeSeconds.toFixed(1)} s`,
  ];
  for (const [reason, count] of refused) lines.push(`refused                        ${count}: ${reason}`);
  return lines;
}
