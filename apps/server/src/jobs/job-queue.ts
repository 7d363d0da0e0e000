import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { JobRepository } from './job.repository.js';

/**
 * `attempts` counts this run: 1 the first time. A handler may give up by returning normally.
 * `signal` aborts when the worker stops (shutdown): a long handler should stop and throw.
 */
export type JobHandler = (payload: unknown, context: { attempts: number; signal: AbortSignal }) => Promise<void>;

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** The first retry waits this long; each further one twice as long, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed job stays locked; a worker that dies leaves it to others after that. */
  lockMs: number;
}

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = {
  pollMs: 1000,
  retryBaseMs: 5000,
  retryMaxMs: 60 * 60 * 1000,
  lockMs: 5 * 60 * 1000,
};

/**
 * A durable queue in the database with an in-process worker. `enqueue` stores the job (inside
 * the caller's transaction if given one), so it survives a restart; the worker runs due jobs
 * one at a time and retries failed ones with exponential backoff, never giving up on them.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly repository: JobRepository;
  private readonly options: JobQueueOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private started = false;
  private current: AbortController | null = null;

  constructor(
    db: Db,
    private readonly log: FastifyBaseLogger,
    options: Partial<JobQueueOptions> = {},
  ) {
    this.repository = new JobRepository(db);
    this.options = { ...DEFAULT_JOB_OPTIONS, ...options };
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Stores a job. Inside a transaction, call `wake()` after it commits. */
  async enqueue(kind: string, payload: unknown, db?: Db): Promise<string> {
    const id = await this.repository.insert(kind, payload, db);
    if (!db) this.wake();
    return id;
  }

  start(): void {
    this.started = true;
    this.schedule(0);
  }

  /** Looks for work now instead of at the next poll. */
  wake(): void {
    if (this.started && !this.running) this.schedule(0);
  }

  /** Stops polling, aborts the job in hand (it is handed back to the queue) and waits for it. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.current?.abort();
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running ??= this.drain().finally(() => {
        this.running = null;
        if (this.started && !this.timer) this.schedule(this.options.pollMs);
      });
    }, delayMs);
  }

  private async drain(): Promise<void> {
    while (this.started && this.handlers.size > 0) {
      let job;
      try {
        job = await this.repository.claim([...this.handlers.keys()], this.options.lockMs);
      } catch (error) {
        this.log.error({ err: error }, 'job queue: could not claim a job');
        return;
      }
      if (!job) return;
      await this.run(job.id, job.kind, job.payload, job.attempts);
    }
  }

  private async run(id: string, kind: string, payload: unknown, attempts: number): Promise<void> {
    const controller = new AbortController();
    this.current = controller;
    // A long job keeps its lock while it runs, so no other worker takes it over.
    const heartbeat = setInterval(() => {
      this.repository.extendLock(id, this.options.lockMs).catch((e: unknown) => {
        this.log.warn({ err: e, jobId: id }, 'job queue: could not extend a lock');
      });
    }, this.options.lockMs / 2);
    try {
      await this.handlers.get(kind)!(payload, { attempts, signal: controller.signal });
      await this.repository.complete(id);
    } catch (error) {
      if (controller.signal.aborted) {
        this.log.info({ jobId: id, kind }, 'job interrupted by shutdown; handed back to the queue');
        await this.repository.release(id).catch((e: unknown) => {
          this.log.error({ err: e, jobId: id }, 'job queue: could not hand a job back');
        });
        return;
      }
      const delay = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** (attempts - 1));
      this.log.warn({ jobId: id, kind, attempts, retryInMs: delay, err: error }, 'job failed; will retry');
      await this.repository.retryLater(id, String(error), delay).catch((e: unknown) => {
        this.log.error({ err: e, jobId: id }, 'job queue: could not record a failure');
      });
    } finally {
      clearInterval(heartbeat);
      this.current = null;
    }
  }
}
