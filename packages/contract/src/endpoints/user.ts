import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { userName } from '../rules.js';

export const userNameCheckBody = z.object({ userName: userName() });

export const user = {
  userNameCheck: defineEndpoint({
    method: 'POST',
    path: '/user/user-name-check',
    summary: 'Whether a username is taken (case-insensitively)',
    tag: 'user',
    access: 'public',
    body: userNameCheckBody,
    reply: z.object({ exists: z.boolean(), userName: z.string() }),
  }),
} as const;
