import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import type { Db } from '../db/database.js';
import type { JobRow } from '../db/schema.js';
import { afterCommit } from '../db/unit-of-work.js';
import type { AppJobKinds, JobKinds, JobPayload } from './job-kinds.js';
import { localWake, type WakeChannel } from './job-wake.js';
import { JobRepository } from './job.repository.js';

/**
 * `attempts` counts this run: 1 the first time. A handler may give up by returning normally.
 * `signal` aborts when the worker stops (shutdown): a long handler should stop and throw.
 */
export type JobHandler<Payload = unknown> = (
  payload: Payload,
  context: { attempts: number; signal: AbortSignal },
) => Promise<void>;

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs (announcements make it look sooner). */
  pollMs: number;
  /** How long a claimed job stays locked; a worker that dies leaves it to others after that. */
  lockMs: number;
  /** How often finished and dead rows past their retention are removed. */
  sweepMs: number;
  /** Tests retry faster: these replace every kind's backoff when given. */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = {
  pollMs: 1000,
  lockMs: 5 * 60 * 1000,
  sweepMs: 10 * 60 * 1000,
};

/**
 * A durable queue in the database. `enqueue` stores a job of a declared kind (inside the
 * caller's transaction if given one) and announces it once committed; the worker (`start`) runs
 * due jobs, up to each kind's concurrency at once, retries failures with backoff up to the
 * kind's attempts, then marks the job dead with its last error.
 */
export class JobQueue<K extends JobKinds> {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly repository: JobRepository;
  private readonly options: JobQueueOptions;
  private readonly inFlight = new Map<string, number>();
  private readonly running = new Set<{ controller: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private wakeAgain = false;
  private started = false;

  constructor(
    db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly kinds: K,
    options: Partial<JobQueueOptions> = {},
    private readonly channel: WakeChannel = localWake(),
  ) {
    this.repository = new JobRepository(db);
    this.options = { ...DEFAULT_JOB_OPTIONS, ...options };
  }

  /** The handler of a kind; its payload is already parsed by the kind's schema. */
  handle<N extends keyof K & string>(kind: N, handler: JobHandler<JobPayload<K, N>>): void {
    const schema = this.kinds[kind]!.payload;
    this.handlers.set(kind, (payload, context) => handler(schema.parse(payload) as JobPayload<K, N>, context));
  }

  /**
   * Stores a job. Given a unit of work's transaction (`inTransaction`), it is announced once that
   * commits; else at once. A payload the kind's schema refuses is a programming error: it throws.
   */
  async enqueue<N extends keyof K & string>(kind: N, payload: z.input<K[N]['payload']>, runner?: Db): Promise<string> {
    const parsed = this.kinds[kind]!.payload.safeParse(payload);
    if (!parsed.success) throw new Error(`job ${kind}: payload refused: ${z.prettifyError(parsed.error)}`);
    const id = await this.repository.insert(kind, parsed.data, runner);
    await afterCommit(runner ?? this.repository.db, () => this.announce());
    return id;
  }

  /**
   * Refuses (one line, the process stops) while a declared kind has no handler, so no job waits
   * forever for a worker that cannot run it. `start` checks too; processes that only enqueue call it.
   */
  checkHandlers(): void {
    const missing = Object.keys(this.kinds).filter((kind) => !this.handlers.has(kind));
    if (missing.length > 0) {
      throw new ConfigError(`job kind ${missing.join(', ')} has no handler: a worker cannot start without one`);
    }
  }

  /** Runs the worker in this process (after `checkHandlers`). */
  async start(): Promise<void> {
    this.checkHandlers();
    this.started = true;
    await this.channel.listen(() => this.wake());
    this.schedule(0);
    void this.sweep();
    this.sweeper = setInterval(() => void this.sweep(), this.options.sweepMs);
  }

  /** Looks for work now instead of at the next poll. */
  wake(): void {
    if (!this.started) return;
    if (this.draining) this.wakeAgain = true;
    else this.schedule(0);
  }

  /** Stops claiming, aborts the jobs in hand (they are handed back to the queue) and waits for them. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.sweeper) clearInterval(this.sweeper);
    this.timer = this.sweeper = null;
    for (const job of this.running) job.controller.abort();
    await this.draining;
    await Promise.all([...this.running].map((job) => job.done));
    await this.channel.close();
  }

  /** Removes finished and dead rows past their kind's retention; answers how many. */
  async sweep(): Promise<number> {
    let removed = 0;
    for (const [kind, { retention }] of Object.entries(this.kinds)) {
      try {
        removed += await this.repository.sweep(kind, retention.doneMs, retention.deadMs);
      } catch (error) {
        this.log.warn({ err: error, kind }, 'job queue: could not remove old job rows');
      }
    }
    return removed;
  }

  private async announce(): Promise<void> {
    this.wake();
    await this.channel.publish();
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wakeAgain = false;
      this.draining ??= this.drain().finally(() => {
        this.draining = null;
        if (!this.started) return;
        if (this.wakeAgain) this.schedule(0);
        else if (!this.timer) this.schedule(this.options.pollMs);
      });
    }, delayMs);
  }

  /** Kinds with a handler and a free slot. */
  private claimable(): string[] {
    return [...this.handlers.keys()].filter((kind) => (this.inFlight.get(kind) ?? 0) < this.kinds[kind]!.concurrency);
  }

  /** Claims due jobs while some kind has a free slot; each runs on its own. */
  private async drain(): Promise<void> {
    while (this.started) {
      const kinds = this.claimable();
      if (kinds.length === 0) return;
      let job: JobRow | undefined;
      try {
        job = await this.repository.claim(kinds, this.options.lockMs);
      } catch (error) {
        this.log.error({ err: error }, 'job queue: could not claim a job');
        return;
      }
      if (!job) return;
      if (!this.started) {
        // Stopped while claiming: the job goes back untouched rather than running past the stop.
        await this.repository.release(job.id).catch(() => {});
        return;
      }
      this.inFlight.set(job.kind, (this.inFlight.get(job.kind) ?? 0) + 1);
      const controller = new AbortController();
      const entry = { controller, done: Promise.resolve() };
      entry.done = this.run(job, controller).finally(() => {
        this.running.delete(entry);
        this.inFlight.set(job.kind, this.inFlight.get(job.kind)! - 1);
        // A slot is free: look for the next job at once.
        this.wake();
      });
      this.running.add(entry);
    }
  }

  private async run(job: JobRow, controller: AbortController): Promise<void> {
    const { id, kind, attempts } = job;
    // A long job keeps its lock while it runs, so no other worker takes it over.
    const heartbeat = setInterval(() => {
      this.repository.extendLock(id, this.options.lockMs).catch((e: unknown) => {
        this.log.warn({ err: e, jobId: id }, 'job queue: could not extend a lock');
      });
    }, this.options.lockMs / 2);
    try {
      await this.handlers.get(kind)!(job.payload, { attempts, signal: controller.signal });
      await this.repository.complete(id);
    } catch (error) {
      await this.failed(job, error, controller.signal.aborted);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async failed({ id, kind, attempts }: JobRow, error: unknown, interrupted: boolean): Promise<void> {
    const record = (write: Promise<void>) =>
      write.catch((e: unknown) => this.log.error({ err: e, jobId: id }, 'job queue: could not record a job outcome'));
    if (interrupted) {
      this.log.info({ jobId: id, kind }, 'job interrupted by shutdown; handed back to the queue');
      return record(this.repository.release(id));
    }
    const { maxAttempts, backoff } = this.kinds[kind]!;
    if (attempts >= maxAttempts) {
      this.log.error({ jobId: id, kind, attempts, err: error }, 'job failed its last attempt; it is dead');
      return record(this.repository.die(id, String(error)));
    }
    const base = this.options.retryBaseMs ?? backoff.baseMs;
    const max = this.options.retryMaxMs ?? backoff.maxMs;
    const delay = Math.min(max, base * 2 ** (attempts - 1));
    this.log.warn({ jobId: id, kind, attempts, retryInMs: delay, err: error }, 'job failed; will retry');
    return record(this.repository.retryLater(id, String(error), delay));
  }
}

/** The server's one queue, over every kind it declares. */
export type AppJobQueue = JobQueue<AppJobKinds>;
