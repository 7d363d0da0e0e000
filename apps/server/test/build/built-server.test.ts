import { API_VERSION, api } from '@plaza/contract';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../scripts/server-build.mjs';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const execFileAsync = promisify(execFile);
// The build lives under apps/server so that its npm imports resolve from apps/server/node_modules.
const SCRATCH = resolve(import.meta.dirname, '../../.test-data');
/** Generous: the child migrates a fresh embedded database, on a machine that may be busy. */
const START_MS = 120_000;

/** The port the child announces ("Server listening at http://127.0.0.1:<port>"), once it listens. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolvePort, reject) => {
    let printed = '';
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(printed);
      if (match) {
        child.stdout?.off('data', onData);
        resolvePort(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the built server exited (${code}):\n${printed}`)));
  });
}

describe('the server built to JavaScript', () => {
  let workDir: string;
  let database: TestDatabase;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    await mkdir(SCRATCH, { recursive: true });
    workDir = await mkdtemp(join(SCRATCH, 'built-server-'));
    database = await createTestDatabase();
    await buildServer(join(workDir, 'dist'));
    child = spawn(process.execPath, ['--enable-source-maps', join(workDir, 'dist/main.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        RTMP_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(workDir, 'data'),
        // PostgreSQL when this pass has it (a copy of the migrated template), else a fresh PGlite.
        DATABASE_URL: database.url === 'memory' ? '' : database.url,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    port = await listeningPort(child);
  }, START_MS);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('answers its health check', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/${API_VERSION}${api.health.check.path}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('has the SVG rasteriser beside it, as svg-rasteriser.ts runs it when built', async () => {
    const svg = join(workDir, 'square.svg');
    const png = join(workDir, 'square.png');
    await writeFile(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>',
    );
    await execFileAsync(process.execPath, [join(workDir, 'dist/rasterise-svg.main.js'), svg, png, '10']);
    expect((await sharp(png).metadata()).width).toBe(10);
  });
});
