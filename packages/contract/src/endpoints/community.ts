import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  channelSchema,
  channelSuggestionSchema,
  contactSuggestionSchema,
  invitationSchema,
  membershipPlanCodeSchema,
  membershipPlanSchema,
  userMembershipSchema,
  zoneSchema,
  zoneSuggestionSchema,
} from '../entities/community.js';
import { pagedSchema } from '../http.js';
import { LISTS } from '../limits.js';
import { paging, uuid } from '../rules.js';

const userParams = z.object({ id: uuid('User id') });

/** A user's invitations and public memberships (spec 02 §7 Users and contacts). */
export const userCommunity = {
  invitations: defineEndpoint({
    method: 'GET',
    path: '/user/invitations/list',
    summary: 'Invitations the caller received: pending and accepted (rejected ones are removed)',
    tag: 'user',
    access: 'user',
    query: z.object(paging(LISTS.invitationsPage, LISTS.maxPageSize)),
    reply: pagedSchema(invitationSchema),
  }),
  channels: defineEndpoint({
    method: 'GET',
    path: '/user/channel/list/:id',
    summary: "A user's channels that the caller may see",
    tag: 'user',
    access: 'user',
    params: userParams,
    reply: z.object({ data: z.array(channelSchema) }),
    errors: ['USER_NOT_FOUND'],
  }),
  zones: defineEndpoint({
    method: 'GET',
    path: '/user/zone/list/:id',
    summary: "A user's zones that the caller may see",
    tag: 'user',
    access: 'user',
    params: userParams,
    reply: z.object({ data: z.array(zoneSchema) }),
    errors: ['USER_NOT_FOUND'],
  }),
} as const;

const suggestionQuery = z.object(paging(LISTS.suggestionsShown, LISTS.maxPageSize));

/** Who and what to follow next: people, zones and channels the caller is not part of yet. */
export const suggestions = {
  contacts: defineEndpoint({
    method: 'GET',
    path: '/activity/list/suggestions/contact',
    summary: 'People to add: members of your zones and channels first',
    tag: 'activity',
    access: 'user',
    query: suggestionQuery,
    reply: pagedSchema(contactSuggestionSchema),
  }),
  zones: defineEndpoint({
    method: 'GET',
    path: '/activity/list/suggestions/zone',
    summary: 'Public zones to join, busiest first',
    tag: 'activity',
    access: 'user',
    query: suggestionQuery,
    reply: pagedSchema(zoneSuggestionSchema),
  }),
  channels: defineEndpoint({
    method: 'GET',
    path: '/activity/list/suggestions/channels',
    summary: 'Public channels to follow (in the selected zone, if any), busiest first',
    tag: 'activity',
    access: 'user',
    query: suggestionQuery,
    reply: pagedSchema(channelSuggestionSchema),
  }),
} as const;

/** Membership plans: limits only, no payments while the product is in alpha. */
export const membership = {
  user: defineEndpoint({
    method: 'GET',
    path: '/membership/user',
    summary: "The caller's plan and what they use of it",
    tag: 'membership',
    access: 'user',
    reply: userMembershipSchema,
  }),
  plans: defineEndpoint({
    method: 'GET',
    path: '/membership/plans',
    summary: 'Every plan and its limits',
    tag: 'membership',
    access: 'user',
    reply: z.object({ data: z.array(membershipPlanSchema) }),
  }),
  setUserPlan: defineEndpoint({
    method: 'PUT',
    path: '/membership/user/:id',
    summary: 'Move a user to another plan (super admin only)',
    tag: 'membership',
    access: 'superAdmin',
    params: userParams,
    body: z.object({ planCode: membershipPlanCodeSchema }),
    reply: userMembershipSchema,
    errors: ['USER_NOT_FOUND', 'NOT_AUTHORIZED'],
  }),
} as const;

/** What the web app needs to know about the installation. */
export const system = {
  config: defineEndpoint({
    method: 'GET',
    path: '/app/config',
    summary: "The product's public origin (zone sites are <subdomain>.<its host>)",
    tag: 'system',
    access: 'public',
    reply: z.object({ appUrl: z.string() }),
  }),
} as const;
