import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const outboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdOn: z.iso.datetime({ offset: true }),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Development helpers; they answer ROUTE_NOT_FOUND in production. */
export const dev = {
  mail: defineEndpoint({
    method: 'GET',
    path: '/dev/mail',
    summary: 'Recent mails kept in the outbox when no SMTP server is configured, newest first',
    tag: 'dev',
    access: 'public',
    reply: z.array(outboxMailSchema),
    errors: ['ROUTE_NOT_FOUND'],
  }),
} as const;
