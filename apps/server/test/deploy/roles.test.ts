import { API_VERSION, SOCKET_PATH, api } from '@plaza/contract';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock.js';
import { processStart } from '../../src/lib/temp-dir.js';
import { useTestServer } from '../support/server.js';

describe('PLAZA_ROLES', () => {
  it('runs everything by default', () => {
    expect(loadConfig({}).roles).toEqual({ api: true, realtime: true, worker: true, ingest: true });
  });

  it('reads a comma list, spaces allowed', () => {
    expect(loadConfig({ PLAZA_ROLES: 'worker' }).roles).toEqual({
      api: false,
      realtime: false,
      worker: true,
      ingest: false,
    });
    expect(loadConfig({ PLAZA_ROLES: 'api, realtime' }).roles).toEqual({
      api: true,
      realtime: true,
      worker: false,
      ingest: false,
    });
  });

  it('refuses an unknown role or none, in one line', () => {
    expect(() => loadConfig({ PLAZA_ROLES: 'api,web' })).toThrow(ConfigError);
    expect(() => loadConfig({ PLAZA_ROLES: 'api,web' })).toThrow(
      "PLAZA_ROLES: unknown role 'web' (use api, realtime, worker, ingest)",
    );
    expect(() => loadConfig({ PLAZA_ROLES: ' , ' })).toThrow(
      'PLAZA_ROLES: name at least one of api, realtime, worker, ingest',
    );
  });
});

describe('the embedded database is one process', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  async function dataDir() {
    const dir = await mkdtemp(join(tmpdir(), 'plaza-lock-'));
    dirs.push(dir);
    return dir;
  }

  it('claims DATA_DIR, and this process may open it again', async () => {
    const dir = await dataDir();
    await lockDataDir(dir);
    await lockDataDir(dir);
    expect(await readFile(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid} ${await processStart(process.pid)}`);
  });

  it('stops, in one line, when another live process holds it', async () => {
    const dir = await dataDir();
    // The parent of this test process is alive and is not this process.
    const other = process.ppid;
    await writeFile(join(dir, LOCK_FILE), `${other} ${await processStart(other)}`);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `DATA_DIR ${dir} is in use by server process ${other}: the embedded PGlite serves one process (set DATABASE_URL to run several)`,
    );
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = await dataDir();
    await writeFile(join(dir, LOCK_FILE), `${2 ** 22 + 7} 123`);
    await lockDataDir(dir);
    expect(await readFile(join(dir, LOCK_FILE), 'utf8')).toContain(`${process.pid} `);
  });
});

describe('a worker-only process', () => {
  const server = useTestServer(
    { config: { roles: { api: false, realtime: false, worker: true, ingest: false } } },
    { reset: false },
  );

  it('answers its health check, for liveness probes', async () => {
    const res = await server.client().call(api.health.check);
    expect(res.status).toBe(200);
  });

  it('serves no API route and accepts no socket', async () => {
    const client = server.client();
    expect((await client.fetch(`/${API_VERSION}${api.posts.feed.path}`)).status).toBe(404);
    expect((await client.fetch(`${SOCKET_PATH}/?EIO=4&transport=polling`)).status).toBe(404);
  });
});
