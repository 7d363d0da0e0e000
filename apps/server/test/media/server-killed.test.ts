import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer, type SpawnedServer } from '../chat/process-support.js';
import { TestClient } from '../support/client.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { createInitialUser } from '../support/factories.js';
import { TEST_APP_URL } from '../support/server.js';
import { testClip, uploadClip } from '../support/videos.js';

let database: TestDatabase;
let dataDir: string;
const started: SpawnedServer[] = [];
/** ffmpeg processes this test stopped (SIGSTOP): killed at the end whatever happens. */
const stopped = new Set<number>();

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'plaza-killed-'));
});
afterEach(async () => {
  for (const pid of stopped) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const server of started) await server.stop();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await database.drop();
});

/** A server process on the shared data directory (and database: PGlite in it, or PostgreSQL). */
async function startServer(): Promise<SpawnedServer> {
  const server = await spawnServer(
    {
      NODE_ENV: 'test',
      APP_ENV: 'test',
      APP_URL: TEST_APP_URL,
      HOST: '127.0.0.1',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      ...(database.url === 'memory' ? {} : { DATABASE_URL: database.url }),
    },
    dataDir,
  );
  started.push(server);
  return server;
}

/** The pids of ffmpeg processes reading this test's data directory, and their state (R, S, T, Z ...). */
async function ffmpegs(): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const argv = (await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (basename(argv[0] ?? '') !== 'ffmpeg' || !argv.some((arg) => arg.includes(dataDir))) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    found.set(Number(name), stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  }
  return found;
}

describe('a server killed with SIGKILL during a transcode', () => {
  // Two server start-ups, a transcode that must begin and a death to observe: minutes on a busy machine.
  it(
    'takes its ffmpeg with it, and the next start removes what it left in the temporary folder',
    { timeout: 180_000 },
    async () => {
      const first = await startServer();
      const client = new TestClient(first.baseUrl);
      await createInitialUser(client);
      const upload = await uploadClip(client, await testClip({ width: 640, height: 360, seconds: 20 }));
      expect(upload.status).toBe(200);

      const pid = await vi.waitFor(
        async () => {
          const [transcoding] = (await ffmpegs()).keys();
          if (transcoding === undefined) throw new Error('no ffmpeg transcodes the upload yet');
          return transcoding;
        },
        { timeout: 30_000, interval: 50 },
      );
      // Frozen, so it cannot finish on its own: only its parent's death can end it now.
      process.kill(pid, 'SIGSTOP');
      stopped.add(pid);
      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;

      // Gone, or a zombie: it died with its server.
      await expect
        .poll(async () => [undefined, 'Z'].includes((await ffmpegs()).get(pid)), { timeout: 20_000 })
        .toBe(true);
      const tmp = join(dataDir, 'tmp');
      const left = await readdir(tmp);
      expect(left.some((name) => name.includes(`-${first.child.pid}-`))).toBe(true);

      const second = await startServer();
      const mine = `-${second.child.pid}-`;
      expect((await readdir(tmp)).filter((name) => !name.includes(mine))).toEqual([]);
    },
  );
});
