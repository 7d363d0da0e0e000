import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MEETING_ROOM } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import Janode, { type JanodeConnection, type JanodeSession } from 'janode';
import { AppError } from '../../http/app-error.js';
import { programCommand } from '../../lib/run-program.js';
import { janusLibDir, writeJanusConfig } from './janus-config.js';

/** A running Janus as Plaza holds it: one janode session, and the admin key rooms are created with. */
export interface JanusLink {
  session: JanodeSession;
  adminKey: string;
  /** Tells whether this is still the running instance (a restart makes a new link). */
  readonly generation: number;
}

export interface JanusProcessOptions {
  program: string;
  /** This server process's own temporary folder: the configuration is written under it. */
  tmpDir: string;
  log: FastifyBaseLogger;
  /** How long Janus may take to start and answer (MEETING_ROOM.mediaStartTimeoutMs). */
  startTimeoutMs?: number;
}

const STDERR_TAIL = 2048;

/**
 * The meeting rooms' media server: Debian's Janus, started on the first join like ffmpeg (a child
 * that dies with the server), with a configuration generated for it (JanusSetup) and driven through
 * janode over its loopback WebSocket. A Janus that exits or stops answering is forgotten; the next
 * join starts a new one (`onDown` tells the rooms theirs are gone). Concurrent callers share one start.
 */
export class JanusProcess {
  private starting: Promise<JanusLink> | null = null;
  private child: ChildProcess | null = null;
  private connection: JanodeConnection | null = null;
  private generation = 0;
  private stopped = false;
  private readonly downHooks: ((generation: number) => void)[] = [];

  constructor(private readonly options: JanusProcessOptions) {
    Janode.Logger.setLevel('none');
  }

  /** The running Janus, started now if need be; MEETING_MEDIA_UNAVAILABLE when it cannot be. */
  link(): Promise<JanusLink> {
    if (this.stopped) return Promise.reject(new AppError('MEETING_MEDIA_UNAVAILABLE'));
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  /** Runs when a Janus that was running goes away (every room in it is gone). */
  onDown(hook: (generation: number) => void): void {
    this.downHooks.push(hook);
  }

  /** Whether a Janus runs now (for health): the child is alive and its session answered. */
  get running(): boolean {
    return this.child !== null && this.connection !== null;
  }

  /** The pid of the running Janus (the bench reads its CPU time), or null. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.starting?.catch(() => undefined);
    await this.teardown();
  }

  private async start(): Promise<JanusLink> {
    const { log } = this.options;
    const libDir = janusLibDir();
    if (!libDir) {
      log.error("janus is not installed: meetings need Debian's package (apt-get install janus)");
      throw new AppError('MEETING_MEDIA_UNAVAILABLE');
    }
    const generation = ++this.generation;
    const port = await freePort();
    const apiSecret = randomBytes(24).toString('hex');
    const adminKey = randomBytes(24).toString('hex');
    const dir = join(this.options.tmpDir, 'janus');
    const configFile = await writeJanusConfig({ dir, port, apiSecret, adminKey }, libDir);
    const child = await this.spawnJanus(configFile, dir);
    try {
      const connection = await this.connect(child, port, apiSecret);
      const session = await connection.create(30);
      connection.once(Janode.EVENT.CONNECTION_CLOSED, () => this.down(generation, 'its connection closed'));
      connection.on(Janode.EVENT.CONNECTION_ERROR, (error: unknown) =>
        log.warn({ err: error }, 'janus connection error'),
      );
      session.once(Janode.EVENT.SESSION_DESTROYED, () => this.down(generation, 'its session ended'));
      this.connection = connection;
      log.info({ pid: child.pid, port }, 'janus started');
      return { session, adminKey, generation };
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  }

  private async spawnJanus(configFile: string, dir: string): Promise<ChildProcess> {
    const { log } = this.options;
    const { command, args } = await programCommand(this.options.program, ['-C', configFile, '-F', dir, '-o']);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-STDERR_TAIL);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const generation = this.generation;
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (!this.stopped) log.warn({ code, signal, output: tail }, 'janus exited');
      this.down(generation, 'it exited');
    });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') this.notInstalled();
        else log.error({ err: error }, 'janus could not start');
        reject(new AppError('MEETING_MEDIA_UNAVAILABLE'));
      });
    });
    this.child = child;
    return child;
  }

  /** Connects once the transport listens: Janus takes a moment to load; a child that exits meanwhile ends the wait. */
  private async connect(child: ChildProcess, port: number, apiSecret: string): Promise<JanodeConnection> {
    const deadline = Date.now() + (this.options.startTimeoutMs ?? MEETING_ROOM.mediaStartTimeoutMs);
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        // setpriv answers 126/127 when the program it was to run is missing or not executable.
        if (child.exitCode === 126 || child.exitCode === 127) this.notInstalled();
        throw new AppError('MEETING_MEDIA_UNAVAILABLE');
      }
      try {
        return await Janode.connect({
          is_admin: false,
          address: { url: `ws://127.0.0.1:${port}/`, apisecret: apiSecret },
          max_retries: 1,
          retry_time_secs: 1,
        });
      } catch {
        if (Date.now() > deadline) {
          this.options.log.error('janus did not answer in time');
          throw new AppError('MEETING_MEDIA_UNAVAILABLE');
        }
        await sleep(100);
      }
    }
  }

  private notInstalled(): void {
    this.options.log.error(
      `janus is not installed (${this.options.program} not found): meetings need Debian's package (apt-get install janus) or JANUS_PATH`,
    );
  }

  private down(generation: number, why: string): void {
    if (generation !== this.generation || (!this.starting && !this.child)) return;
    if (!this.stopped) this.options.log.warn(`janus went away (${why}): the next join starts it again`);
    this.starting = null;
    const child = this.child;
    const connection = this.connection;
    this.child = null;
    this.connection = null;
    child?.kill('SIGKILL');
    connection?.close().catch(() => undefined);
    for (const hook of this.downHooks) hook(generation);
  }

  private async teardown(): Promise<void> {
    const child = this.child;
    const connection = this.connection;
    this.connection = null;
    await connection?.close().catch(() => undefined);
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }
}

/** A free loopback port for Janus's WebSocket (asked of the system, then handed over). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
