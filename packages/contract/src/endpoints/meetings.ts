import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  meetingCreateBody,
  meetingCreatedSchema,
  meetingJoinLinkSchema,
  meetingSchema,
  meetingViewSchema,
  userMeetingConfigSchema,
} from '../entities/meeting.js';
import { pagedSchema } from '../http.js';
import { LISTS, MEETING } from '../limits.js';
import { MEETING_CREATE_LIMIT } from '../rate-limits.js';
import { oneOf, pathName, paging, plainText } from '../rules.js';

export const meetingSlugParams = z.object({ slug: pathName('Meeting', MEETING.slugMax) });

export const meetingViewQuery = z.object({
  /** A join link's token: its holder may join a private meeting until the link expires. */
  join: plainText('Join token', MEETING.joinTokenMax).optional(),
});

export const meetingListQuery = z.object({
  when: oneOf('When', MEETING.listWhen).default('upcoming'),
  ...paging(MEETING.listPage, LISTS.maxPageSize),
});

/**
 * Meetings (spec 02 §7 Meetings, issue "Meetings"): the member's saved room settings, creating
 * (Meet now, planned, webinar, streaming studio), join links, the list and one meeting. The room
 * itself (media, who is in it) is the meeting room's socket events.
 */
export const meetings = {
  userConfig: defineEndpoint({
    method: 'GET',
    path: '/meeting/config/user',
    summary:
      'Your saved meeting settings (toolbar, conference switches, privacy, link expiry); the defaults when you saved none',
    tag: 'meeting',
    access: 'user',
    reply: userMeetingConfigSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/meeting/create',
    summary:
      'Create a meeting: Meet now (starts now), planned, webinar or streaming studio. Invited members are notified and mailed an invitation with a calendar file. saveConfig replaces your saved settings.',
    tag: 'meeting',
    access: 'user',
    body: meetingCreateBody,
    reply: meetingCreatedSchema,
    rateLimits: [MEETING_CREATE_LIMIT],
    errors: [
      'CHANNEL_NOT_FOUND',
      'USER_NOT_CHANNEL_MEMBER',
      'INSUFFICIENT_MEMBERSHIP',
      'MEETING_RECORDING_NOT_ENABLED',
      'COULD_NOT_CREATE_MEETING',
    ],
  }),
  joinLink: defineEndpoint({
    method: 'GET',
    path: '/meeting/join-link/:slug',
    summary:
      'A link to the meeting whose holder may join it, private or not, for the meeting’s link expiry (host only)',
    tag: 'meeting',
    access: 'user',
    params: meetingSlugParams,
    reply: meetingJoinLinkSchema,
    errors: ['MEETING_NOT_FOUND', 'NOT_AUTHORIZED'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/meeting/list',
    summary: 'Meetings you created or were invited to: upcoming (soonest first), live, or past (latest first)',
    tag: 'meeting',
    access: 'user',
    query: meetingListQuery,
    reply: pagedSchema(meetingSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/meeting/:slug',
    summary:
      'One meeting and what you may do in it. A private meeting admits its creator, invitees, its channel’s members and holders of a join link (`join`).',
    tag: 'meeting',
    access: 'user',
    params: meetingSlugParams,
    query: meetingViewQuery,
    reply: meetingViewSchema,
    errors: ['MEETING_NOT_FOUND'],
  }),
  end: defineEndpoint({
    method: 'POST',
    path: '/meeting/:slug/end',
    summary: 'End the meeting for everyone (host only); ending an ended meeting changes nothing',
    tag: 'meeting',
    access: 'user',
    params: meetingSlugParams,
    reply: z.object({ meeting: meetingSchema }),
    errors: ['MEETING_NOT_FOUND', 'NOT_AUTHORIZED'],
  }),
} as const;
