import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { API_VERSION, api } from '@plaza/contract';
import { SERVER_NODE_ARGS, ensureServerBuild } from '../scripts/server-build.mjs';

/**
 * Node's arguments for the server as production runs it (the built JavaScript), built first when
 * missing or older than its sources: `spawn(process.execPath, await builtServer(), …)`.
 */
export async function builtServer(): Promise<string[]> {
  await ensureServerBuild();
  return SERVER_NODE_ARGS;
}

/**
 * The environment of a bench's server on loopback `port` with a fresh `dataDir`: quiet logs, and the
 * RTMP ingest on a free port, so a bench never collides with a server already on 1935.
 */
export function benchServerEnv(port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RTMP_PORT: '0',
    ...extra,
  };
}

/** Resolves once the server at `base` answers its health check; throws after `deadline` (epoch ms). */
export async function waitForHealth(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/${API_VERSION}${api.health.check.path}`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

/** Stops a server this bench started and removes its data directory. */
export async function stopServer(server: ChildProcess, dataDir: string): Promise<void> {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
