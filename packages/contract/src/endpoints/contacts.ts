import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { invitationAnswerSchema, invitationSchema } from '../entities/community.js';
import { contactSchema } from '../entities/social.js';
import { pagedSchema, successSchema } from '../http.js';
import { CONTACT } from '../limits-social.js';
import { LISTS, USER } from '../limits.js';
import { messages } from '../messages.js';
import { email, paging, pathName, searchTerm, uuid } from '../rules.js';

/**
 * Invite by e-mail (spec 02 §7), or by user id where the screen knows the person but not their
 * e-mail (a profile, a suggestion). Exactly one of the two.
 */
export const contactInviteBody = z
  .object({ email: email().optional(), userId: uuid('User id').optional() })
  .superRefine((b, ctx) => {
    if (b.email === undefined && b.userId === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.required('Email'), path: ['email'] });
    } else if (b.email !== undefined && b.userId !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'Send either an email or a user id, not both', path: ['email'] });
    }
  });

export const contactInvitationResponseBody = z.object({
  contactInvitationId: uuid('Contact invitation id'),
  status: invitationAnswerSchema,
});

export const contactListQuery = z.object({
  searchTerm: searchTerm(),
  ...paging(CONTACT.page, LISTS.maxPageSize),
});

const userIdParams = z.object({ id: uuid('User id') });

/** Contacts, contact invitations and blocking (spec 02 §7 Users and contacts). */
export const contacts = {
  list: defineEndpoint({
    method: 'GET',
    path: '/user/contact/list/:userName',
    // Without a username: the caller's own contacts.
    aliases: ['/user/contact/list'],
    summary:
      "A user's contacts with presence, by name; one's own in full (also without a username), someone else's only those the caller shares with them",
    tag: 'contact',
    access: 'user',
    params: z.object({ userName: pathName('Username', USER.userNameMax).optional() }),
    query: contactListQuery,
    reply: pagedSchema(contactSchema),
    errors: ['USER_NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/user/contact/remove/:id',
    summary: 'Remove a contact, named by their user id or by the contact id of your list, for both of you',
    tag: 'contact',
    access: 'user',
    params: userIdParams,
    reply: successSchema,
    errors: ['CONTACT_NOT_FOUND'],
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/user/contact/invitation/create',
    summary:
      'Invite someone to your contacts: a member gets a contact invitation, anyone else an e-mail inviting them to join',
    tag: 'contact',
    access: 'user',
    body: contactInviteBody,
    reply: z.object({
      success: z.literal(true),
      /** 'contact': they have an account and got an invitation; 'email': they were mailed to join. */
      invitedAs: z.enum(['contact', 'email']),
    }),
    errors: [
      'CONTACT_ELIGIBILITY_ERROR',
      'INVITATION_ALREADY_SENT_FOR_USER',
      'INVITATION_ALREADY_RECEIVED_FROM_USER',
      'USER_ALREADY_IN_CONTACTS',
      'USER_BLOCKED_YOU',
      'USER_NOT_FOUND',
      'TOO_MANY_REQUESTS',
    ],
  }),
  respond: defineEndpoint({
    method: 'POST',
    path: '/user/contact/invitation/response',
    summary: 'Accept (you become contacts) or reject a contact invitation',
    tag: 'contact',
    access: 'user',
    body: contactInvitationResponseBody,
    reply: invitationSchema,
    errors: ['CONTACT_INVITATION_NOT_FOUND'],
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/user/block/create/:id',
    summary:
      'Block a user: they can no longer invite, message or call you; it also ends your contact and pending invitations',
    tag: 'contact',
    access: 'user',
    params: userIdParams,
    reply: successSchema,
    errors: ['CANT_BLOCK_YOURSELF', 'USER_NOT_FOUND'],
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/user/block/remove/:id',
    summary: 'Unblock a user',
    tag: 'contact',
    access: 'user',
    params: userIdParams,
    reply: successSchema,
    errors: ['CANT_UNBLOCK_YOURSELF', 'USER_NOT_FOUND'],
  }),
} as const;
