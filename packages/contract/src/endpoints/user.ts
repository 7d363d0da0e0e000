import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { userSearchResultSchema } from '../entities/social.js';
import { pagedSchema } from '../http.js';
import { CONTACT } from '../limits-social.js';
import { messages } from '../messages.js';
import { flagField, optionalUuid, plainText, searchQuery, userName, uuid } from '../rules.js';

export const userNameCheckBody = z.object({ userName: userName() });

/** Comma-joined user ids (spec 02 §7), e.g. the people already chosen in an invite box. */
const excludeIds = plainText('Excluded ids', CONTACT.excludeIdsMax * 40)
  .transform((v) => (v === '' ? [] : v.split(',').map((id) => id.trim())))
  .pipe(
    z
      .array(uuid('Excluded id'))
      .max(CONTACT.excludeIdsMax, { error: `Excluded ids: ${messages.smallerOrEqual(CONTACT.excludeIdsMax)}` }),
  );

/**
 * The user search (spec 02 §7): `name` (the invite boxes) or `searchTerm` (the search page), 6 at a
 * time; `userContacts` keeps only the caller's contacts; with `channelId`, `invited` tells who has a
 * pending invitation to that channel and its followers are left out.
 */
export const userSearchQuery = searchQuery().extend({
  name: searchQuery().shape.searchTerm,
  channelId: optionalUuid('Channel id'),
  userContacts: flagField('User contacts').optional(),
  excludeIds: excludeIds.optional(),
});

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
    summary: 'People by name or username, 6 at a time, with where each stands with the caller; never their e-mail',
    tag: 'user',
    access: 'user',
    query: userSearchQuery,
    reply: pagedSchema(userSearchResultSchema),
    errors: ['CHANNEL_NOT_FOUND'],
  }),
} as const;
