import { z } from 'zod';
import type { JobKinds } from '../../src/jobs/job-kinds.js';

/** One kind for wake-up tests and benches: its payload names the job so the worker can report it. */
export const PING_KINDS = {
  ping: {
    payload: z.object({ id: z.string() }),
    concurrency: 4,
    maxAttempts: 1,
    backoff: { baseMs: 10, maxMs: 10 },
    retention: { doneMs: 0, deadMs: 0 },
  },
} satisfies JobKinds;
