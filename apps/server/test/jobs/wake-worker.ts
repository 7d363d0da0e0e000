import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '../../../..');
const READY_TIMEOUT_MS = 30_000;

/** A worker in another process (wake-worker.main.ts): when each job started there, by job id. */
export interface RemoteWorker {
  /** Resolves with the epoch ms at which the job with this id started in the other process. */
  started(id: string): Promise<number>;
  stop(): Promise<void>;
}

export async function startRemoteWorker(env: { DATABASE_URL: string; REDIS_URL?: string }): Promise<RemoteWorker> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/jobs/wake-worker.main.ts'],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const seen = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  let ready: () => void = () => {};
  const isReady = new Promise<void>((r) => (ready = r));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line === 'ready') return ready();
    const [word, id, at] = line.split(' ');
    if (word !== 'started' || !id) return;
    seen.set(id, Number(at));
    waiting.get(id)?.(Number(at));
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the remote worker did not start')), READY_TIMEOUT_MS);
  });
  await Promise.race([isReady, late, exited.then(() => Promise.reject(new Error('the remote worker exited')))]);
  clearTimeout(timer);
  return {
    started: (id) => (seen.has(id) ? Promise.resolve(seen.get(id)!) : new Promise((r) => waiting.set(id, r))),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
