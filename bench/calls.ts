// Call signalling figures, on PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the CI
// addresses): the time from join_call sent to call_started heard by the callee, with both parties
// on one server process and then with the callee on a second one (through the Redis adapter).
// Media go peer to peer, so the server carries only these few events per call. Printed, never
// asserted. Traffic goes only to servers this script starts on loopback, on a database of its own.
import { availableParallelism, loadavg } from 'node:os';
import {
  findBacking,
  freshDatabase,
  makeContacts,
  newJwtSecret,
  seedUsers,
  startServer,
  type BenchServer,
} from './chat-servers.js';
import { connectSocket, type BenchSocket } from './chat-sockets.js';

const PAIRS = 20;
/** Calls placed per pair, one after another (each hung up before the next). */
const ROUNDS = 15;
const PORTS = [8194, 8195] as const;
const WAIT_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The next call_started on this socket. */
function ringing(socket: BenchSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no call_started')), WAIT_MS);
    socket.once('call_started', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * leave_call, waiting for its acknowledgement: the contract types it without one (it succeeds with
 * nothing), but the server acknowledges every event, and the next round must not find the call up.
 */
function leave(socket: BenchSocket, userId: string): Promise<unknown> {
  const timed = socket.timeout(WAIT_MS) as unknown as {
    emitWithAck(event: string, payload: unknown): Promise<unknown>;
  };
  return timed.emitWithAck('leave_call', { userId });
}

/** join_call → call_started at the callee, for every pair at once, ROUNDS times; the latencies. */
async function measure(callers: BenchSocket[], callees: BenchSocket[], ids: string[]): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await Promise.all(
      callers.map(async (caller, i) => {
        const heard = ringing(callees[i]!);
        const started = performance.now();
        const ack = await caller.timeout(WAIT_MS).emitWithAck('join_call', { userId: ids[i]! });
        if (!('callId' in ack)) throw new Error(`join_call refused: ${JSON.stringify(ack)}`);
        await heard;
        times.push(performance.now() - started);
        await leave(caller, ids[i]!);
      }),
    );
  }
  return times.sort((a, b) => a - b);
}

const line = (label: string, times: number[]) =>
  `${label.padEnd(42)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99)
    .toFixed(1)
    .padStart(6)} ms  (${times.length} calls)`;

async function main() {
  const backing = await findBacking();
  if ('skipped' in backing) {
    console.log(`calls: skipped: ${backing.skipped}`);
    return;
  }
  const db = await freshDatabase(backing.databaseUrl);
  const secret = newJwtSecret();
  const on = { databaseUrl: db.url, redisUrl: backing.redisUrl };
  const servers: BenchServer[] = [];
  const sockets: BenchSocket[] = [];
  try {
    const users = await seedUsers(db, PAIRS * 2, secret);
    const callers = users.slice(0, PAIRS);
    const callees = users.slice(PAIRS);
    await makeContacts(
      db,
      callers.map((c, i) => [c, callees[i]!]),
    );
    const one = await startServer(PORTS[0], on, secret);
    servers.push(one);
    const two = await startServer(PORTS[1], on, secret);
    servers.push(two);
    const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
    console.log(`calls: ${PAIRS} pairs of contacts calling at once, ${ROUNDS} rounds (PostgreSQL + Redis); ${load}`);

    const callerSockets = await Promise.all(callers.map((u) => connectSocket(one.base, u)));
    sockets.push(...callerSockets);
    const ids = callees.map((u) => u.id);
    const sameProcess = await Promise.all(callees.map((u) => connectSocket(one.base, u)));
    sockets.push(...sameProcess);
    console.log(`  ${line('join_call → call_started, one process', await measure(callerSockets, sameProcess, ids))}`);
    for (const s of sameProcess) s.disconnect();
    const otherProcess = await Promise.all(callees.map((u) => connectSocket(two.base, u)));
    sockets.push(...otherProcess);
    console.log(
      `  ${line('join_call → call_started, two processes', await measure(callerSockets, otherProcess, ids))}`,
    );
  } finally {
    for (const s of sockets) s.disconnect();
    await Promise.all(servers.map((s) => s.stop()));
    await db.drop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
