/**
 * A worker in a process of its own, for the cross-process wake-up test and bench: it polls
 * only once a minute, so a job runs promptly only if the announcement reaches it. Prints
 * `ready`, then `started <job id> <epoch ms>` as each job starts.
 */
import { createDatabase } from '../../src/db/database.js';
import { wakeChannelFor } from '../../src/jobs/job-wake.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { PING_KINDS } from './ping-kinds.js';
import { silentLog } from './support-log.js';

const databaseUrl = process.env.DATABASE_URL!;
const redisUrl = process.env.REDIS_URL ?? null;
const db = await createDatabase({ databaseUrl, dataDir: '/nonexistent' });
const queue = new JobQueue(
  db,
  silentLog,
  PING_KINDS,
  { pollMs: 60_000 },
  wakeChannelFor(db, { databaseUrl, redisUrl }, silentLog),
);
queue.handle('ping', async ({ id }) => void process.stdout.write(`started ${id} ${Date.now()}\n`));
await queue.start();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void queue
    .stop()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
