import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { userSummarySchema } from '../entities/community.js';
import { pagedSchema } from '../http.js';
import { searchQuery, userName } from '../rules.js';

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
  search: defineEndpoint({
    method: 'GET',
    path: '/user/search',
    summary: 'People by name or username (the profile search), 6 at a time; never their e-mail',
    tag: 'user',
    access: 'user',
    query: searchQuery(),
    reply: pagedSchema(userSummarySchema),
  }),
} as const;
