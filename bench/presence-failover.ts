// Presence after a process dies, on PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the CI
// addresses): a user's only socket is on one server process, a contact watches from another, the
// first is killed with SIGKILL, and the time until the contact hears socket_disconnected is taken.
// A few runs, a fresh victim process each time. Printed, never asserted.
import { CENSUS_TTL_MS, HEARTBEAT_MS } from '../apps/server/src/realtime/census.js';
import { findBacking, freshDatabase, makeContacts, newJwtSecret, seedUsers, startServer } from './chat-servers.js';
import { connectSocket, type BenchSocket } from './chat-sockets.js';

const RUNS = 5;
const PORTS = [8194, 8195] as const;
const WAIT_MS = 30_000;

/** Resolves once `check` holds, asking every 100 ms; rejects after WAIT_MS. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${WAIT_MS} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** When the watcher hears that this user went offline (performance.now()). */
function offlineHeard(watcher: BenchSocket, userId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no socket_disconnected')), WAIT_MS);
    const heard = (gone: { userId: string }) => {
      if (gone.userId !== userId) return;
      clearTimeout(timer);
      watcher.off('socket_disconnected', heard);
      resolve(performance.now());
    };
    watcher.on('socket_disconnected', heard);
  });
}

async function main() {
  const backing = await findBacking();
  if ('skipped' in backing) {
    console.log(`presence failover: skipped: ${backing.skipped}`);
    return;
  }
  const db = await freshDatabase(backing.databaseUrl);
  const secret = newJwtSecret();
  const on = { databaseUrl: db.url, redisUrl: backing.redisUrl };
  const survivor = await startServer(PORTS[1], on, secret);
  const [watcher, ...leavers] = await seedUsers(db, 1 + RUNS, secret);
  await makeContacts(
    db,
    leavers.map((u) => [watcher!, u]),
  );
  const watching = await connectSocket(survivor.base, watcher!);
  const times: number[] = [];
  try {
    for (const leaver of leavers) {
      const victim = await startServer(PORTS[0], on, secret);
      await connectSocket(victim.base, leaver);
      await until(async () => {
        const online = await watching.timeout(WAIT_MS).emitWithAck('send_presence', null);
        return Array.isArray(online) && online.includes(leaver.id);
      }, 'the contact online on the survivor');
      const heard = offlineHeard(watching, leaver.id);
      const killed = performance.now();
      victim.child.kill('SIGKILL');
      times.push(Math.round((await heard) - killed));
      await victim.stop();
    }
  } finally {
    watching.disconnect();
    await survivor.stop();
    await db.drop();
  }
  const sorted = times.toSorted((a, b) => a - b);
  console.log(
    `presence failover: a killed process's user announced offline to a contact on the survivor after ` +
      `p50 ${sorted[Math.floor(sorted.length / 2)]} ms (runs: ${times.join(', ')} ms; ` +
      `bound ${CENSUS_TTL_MS + HEARTBEAT_MS} ms after its last heartbeat)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
