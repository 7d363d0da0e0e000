// Chat figures, on PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else the CI addresses):
// how many authenticated sockets one server process holds and its memory for them, then direct
// message delivery latency at a steady rate across two server processes. Printed, never
// asserted. Traffic goes only to servers this script starts on loopback, on a database of its own.
import { availableParallelism, loadavg } from 'node:os';
import { benchDelivery, type DeliveryPlan } from './chat-latency.js';
import { findBacking, freshDatabase, makeContacts, newJwtSecret, seedUsers, startServer } from './chat-servers.js';
import { benchSockets } from './chat-sockets.js';

const SOCKETS = 10_000;
const BATCH = 500;
const DELIVERY: DeliveryPlan = { pairs: 50, rate: 200, seconds: 10 };
const PORTS = [8192, 8193] as const;

async function main() {
  const backing = await findBacking();
  if ('skipped' in backing) {
    console.log(`chat: skipped: ${backing.skipped}`);
    return;
  }
  const db = await freshDatabase(backing.databaseUrl);
  const secret = newJwtSecret();
  const on = { databaseUrl: db.url, redisUrl: backing.redisUrl };
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    let started = performance.now();
    const users = await seedUsers(db, SOCKETS, secret);
    const pairs = Array.from({ length: DELIVERY.pairs }, (_, i) => [users[i]!, users[DELIVERY.pairs + i]!] as const);
    await makeContacts(
      db,
      pairs.map(([a, b]) => [a, b]),
    );
    const seeded = `${users.length} users with sessions seeded in ${Math.round(performance.now() - started)} ms`;

    started = performance.now();
    const one = await startServer(PORTS[0], on, secret);
    servers.push(one);
    // Other work on the machine moves these figures a lot: say how busy it was.
    const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
    console.log(`chat: one server process (PostgreSQL + Redis adapter); ${seeded}; ${load}`);
    console.log(`  ${'server start (to healthy)'.padEnd(30)} ${Math.round(performance.now() - started)} ms`);
    for (const line of await benchSockets(one, db, users, BATCH)) console.log(`  ${line}`);

    const two = await startServer(PORTS[1], on, secret);
    servers.push(two);
    console.log(
      `chat: two server processes, ${DELIVERY.pairs} pairs of contacts (senders on one, receivers on two), ${DELIVERY.rate} messages/s for ${DELIVERY.seconds} s`,
    );
    const lines = await benchDelivery(
      one,
      two,
      pairs.map(([a]) => a),
      pairs.map(([, b]) => b),
      DELIVERY,
    );
    for (const line of lines) console.log(`  ${line}`);
  } finally {
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
