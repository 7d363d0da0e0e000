import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const health = {
  check: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database reachability',
    tag: 'system',
    access: 'public',
    reply: z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() }),
  }),
} as const;
