import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pagedSchema, successSchema } from '../http.js';
import { LISTS } from '../limits.js';
import { paging, uuid } from '../rules.js';

export const outboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdOn: z.iso.datetime({ offset: true }),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The outbox, and whether mail leaves through an SMTP server (then nothing new is kept here). */
export const outboxPageSchema = pagedSchema(outboxMailSchema).extend({ smtpConfigured: z.boolean() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** A member who signed up (by e-mail or wallet) and has not followed their verification link. */
export const unverifiedUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  /** How they sign in once verified. */
  signIn: z.enum(['password', 'wallet']),
  createdOn: z.iso.datetime({ offset: true }),
});
export type UnverifiedUser = z.infer<typeof unverifiedUserSchema>;

const memberParams = z.object({ id: uuid('User id') });
const pageQuery = z.object(paging(LISTS.memberPage, LISTS.maxPageSize));
const REFUSALS = ['NOT_SIGNED_IN', 'NOT_AUTHORIZED'] as const;

/**
 * The super admin's "Outgoing mail" settings page. Without SMTP_URL, mail is kept in the outbox,
 * which nobody else can read; from here the super admin also helps members who never got their
 * verification mail.
 */
export const outgoingMail = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/admin/mail/outbox',
    summary:
      'Mail kept in the outbox because no SMTP server is configured, newest first, and whether SMTP_URL is set (super admin)',
    tag: 'admin',
    access: 'superAdmin',
    query: pageQuery,
    reply: outboxPageSchema,
    errors: REFUSALS,
  }),
  unverifiedUsers: defineEndpoint({
    method: 'GET',
    path: '/admin/users/unverified',
    summary: 'Members who have not verified their e-mail address yet, newest first (super admin)',
    tag: 'admin',
    access: 'superAdmin',
    query: pageQuery,
    reply: pagedSchema(unverifiedUserSchema),
    errors: REFUSALS,
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/admin/users/:id/resend-verification-mail',
    summary: "Mail a member's verification link again with a fresh token; earlier links stop working (super admin)",
    tag: 'admin',
    access: 'superAdmin',
    params: memberParams,
    reply: successSchema,
    errors: [...REFUSALS, 'USER_NOT_FOUND', 'EMAIL_ALREADY_VERIFIED', 'TOO_MANY_REQUESTS'],
  }),
  verifyByHand: defineEndpoint({
    method: 'POST',
    path: '/admin/users/:id/verify-email',
    summary:
      "Verify a member's e-mail address by hand (super admin). Their links stop working; if they have no " +
      'username yet (it is chosen on the verification page) they get one made from their address, which ' +
      'they can change in their settings. They then sign in with their e-mail and password, or their wallet.',
    tag: 'admin',
    access: 'superAdmin',
    params: memberParams,
    reply: z.object({ id: z.uuid(), email: z.string(), userName: z.string() }),
    errors: [...REFUSALS, 'USER_NOT_FOUND', 'EMAIL_ALREADY_VERIFIED'],
  }),
} as const;
