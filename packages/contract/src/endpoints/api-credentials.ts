import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** A developer's API key (public identifier) and secret; send both as headers (see API_KEY_HEADER). */
export const apiCredentialsReply = z.object({
  apiKey: z.string(),
  apiSecret: z.string(),
});
export type ApiCredentials = z.infer<typeof apiCredentialsReply>;

export const apiCredentials = {
  get: defineEndpoint({
    method: 'GET',
    path: '/auth/api/credentials',
    summary: 'Your API key and secret, created on first request',
    tag: 'auth',
    access: 'user',
    reply: apiCredentialsReply,
    secretReply: true,
    errors: ['NOT_SIGNED_IN', 'NOT_AUTHORIZED'],
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/auth/api/generate',
    summary: 'Replace your API key and secret; the old pair stops working at once',
    tag: 'auth',
    access: 'user',
    reply: apiCredentialsReply,
    secretReply: true,
    errors: ['NOT_SIGNED_IN', 'NOT_AUTHORIZED'],
  }),
} as const;
