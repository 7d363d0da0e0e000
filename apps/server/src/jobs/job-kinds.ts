import { MEDIA } from '@plaza/contract';
import { z } from 'zod';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What the queue knows of a kind of job: its payload, how many run at once, how often it is tried, how long its rows stay. */
export interface JobKind<Payload extends z.ZodType = z.ZodType> {
  payload: Payload;
  /** Jobs of this kind one worker runs at the same time. */
  concurrency: number;
  /** After this many failed runs the job is dead: kept with its last error, never run again. */
  maxAttempts: number;
  /** The first retry waits `baseMs`; each further one twice as long, up to `maxMs`. */
  backoff: { baseMs: number; maxMs: number };
  /** Finished rows are removed `doneMs` after they finished, dead ones `deadMs` after they died. */
  retention: { doneMs: number; deadMs: number };
}

/** A set of kinds by name: the app's is `JOB_KINDS`; tests make their own. */
export type JobKinds = Record<string, JobKind>;

export type JobPayload<K extends JobKinds, N extends keyof K> = z.output<K[N]['payload']>;

/**
 * Every kind of job the server runs. A worker refuses to start while one of them has no handler,
 * and `enqueue` refuses a payload its schema does not accept.
 */
export const JOB_KINDS = {
  'mail.send': {
    payload: z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
    }),
    concurrency: 4,
    // About two and a half hours of retries (5 s doubling up to an hour) before a mail is given up.
    maxAttempts: 12,
    backoff: { baseMs: 5000, maxMs: HOUR_MS },
    retention: { doneMs: DAY_MS, deadMs: 30 * DAY_MS },
  },
  'media.transcode': {
    payload: z.object({ postId: z.uuid() }),
    // ffmpeg already uses every core.
    concurrency: 1,
    maxAttempts: MEDIA.transcodeMaxAttempts,
    backoff: { baseMs: 5000, maxMs: HOUR_MS },
    retention: { doneMs: DAY_MS, deadMs: 30 * DAY_MS },
  },
} satisfies JobKinds;

export type AppJobKinds = typeof JOB_KINDS;
