import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  channelPermissionsSchema,
  channelRoleSchema,
  channelSchema,
  invitationSchema,
  permissionsChangeBody,
  userChannelSchema,
} from '../entities/community.js';
import { pagedSchema, successSchema } from '../http.js';
import { CHANNEL, PATH_NAME_MAX } from '../limits.js';
import { booleanField, communityName, optionalText, pathName, searchQuery, uuid } from '../rules.js';
import { invitationResponseBody, inviteBody } from './zones.js';
import { placeRoleEndpoints } from './place-roles.js';
import { PHOTO_UPLOAD_ERRORS } from './profile.js';
import { PHOTO_UPLOAD_LIMIT } from '../rate-limits.js';

export const channelCreateBody = z.object({
  name: communityName('Channel name'),
  description: optionalText('Description', CHANNEL.descriptionMax, { multiline: true }).default(''),
  public: booleanField('Public').default(true),
});
export const channelUpdateBody = z.object({
  name: communityName('Channel name').optional(),
  description: optionalText('Description', CHANNEL.descriptionMax, { multiline: true }),
  public: booleanField('Public').optional(),
});
export const channelPermissionsBody = permissionsChangeBody(channelPermissionsSchema);

const idParams = z.object({ id: uuid('Channel id') });
const photoBody = z.object({ photoFile: z.file() });
const ROLE_ERRORS = ['CHANNEL_NOT_FOUND', 'NOT_AUTHORIZED'] as const;

const channelRoles = placeRoleEndpoints({
  word: 'channel',
  memberWord: 'follower',
  idParams,
  notFound: 'CHANNEL_NOT_FOUND',
  roleSchema: channelRoleSchema,
  permissionsSchema: channelPermissionsSchema,
  permissionsBody: channelPermissionsBody,
  roleCodeField: 'channelRoleCode',
});

/** Channels (spec 02 §7 Channels). Private channels are invisible to non-members: CHANNEL_NOT_FOUND. */
export const channels = {
  create: defineEndpoint({
    method: 'POST',
    path: '/channel/create/:zoneId',
    summary: 'Create a channel in a zone whose role has canCreateChannel; the creator becomes its OWNER',
    tag: 'channel',
    access: 'user',
    params: z.object({ zoneId: uuid('Zone id') }),
    body: channelCreateBody,
    reply: userChannelSchema,
    errors: ['ZONE_NOT_FOUND', 'NOT_AUTHORIZED', 'INSUFFICIENT_MEMBERSHIP'],
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/channel/join/:id',
    summary: 'Follow a public channel (and join its zone if not yet a member)',
    tag: 'channel',
    access: 'user',
    params: idParams,
    reply: userChannelSchema,
    errors: ['CHANNEL_NOT_FOUND', 'USER_ALREADY_MEMBER_OF_CHANNEL'],
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/channel/search',
    summary: 'Channels the caller may see (in the selected zone, if any), 6 at a time',
    tag: 'channel',
    access: 'user',
    query: searchQuery().extend({ zoneId: uuid('Zone id').optional() }),
    reply: pagedSchema(channelSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/channel/detail/:id',
    summary: 'One channel the caller may see',
    tag: 'channel',
    access: 'user',
    params: idParams,
    reply: channelSchema,
    errors: ['CHANNEL_NOT_FOUND'],
  }),
  uploadPhoto: defineEndpoint({
    method: 'PUT',
    path: '/channel/:id/display-photo',
    summary: "Replace the channel's display photo (canEdit)",
    tag: 'channel',
    access: 'user',
    params: idParams,
    bodyType: 'multipart',
    body: photoBody,
    reply: channelSchema,
    errors: [...ROLE_ERRORS, ...PHOTO_UPLOAD_ERRORS],
    rateLimits: [PHOTO_UPLOAD_LIMIT],
  }),
  uploadBackground: defineEndpoint({
    method: 'PUT',
    path: '/channel/:id/background-photo',
    summary: "Replace the channel's background photo (canEdit)",
    tag: 'channel',
    access: 'user',
    params: idParams,
    bodyType: 'multipart',
    body: photoBody,
    reply: channelSchema,
    errors: [...ROLE_ERRORS, ...PHOTO_UPLOAD_ERRORS],
    rateLimits: [PHOTO_UPLOAD_LIMIT],
  }),
  photo: defineEndpoint({
    method: 'GET',
    path: '/channel/display-photo/:file',
    aliases: ['/channel/background-photo/:file'],
    summary: "A channel's display or background photo: the file name is its `displayPhoto` or `backgroundPhoto`",
    tag: 'channel',
    access: 'public',
    params: z.object({ file: pathName('File name', PATH_NAME_MAX) }),
    replyContentType: 'image/webp',
    reply: z.unknown(),
    errors: ['ROUTE_NOT_FOUND'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/channel/update/:id',
    summary: "Change a channel's name, description or visibility (canEdit)",
    tag: 'channel',
    access: 'user',
    params: idParams,
    body: channelUpdateBody,
    reply: channelSchema,
    errors: [...ROLE_ERRORS, 'NO_CHANGES_DETECTED', 'FIELDS_FOR_UPDATES_NOT_SPECIFIED'],
  }),
  createRole: channelRoles.createRole,
  removeRole: channelRoles.removeRole,
  updatePermissions: channelRoles.updatePermissions,
  members: channelRoles.members,
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/channel/remove/:id',
    summary: 'Delete a channel (canDelete, which only an OWNER holds unless they grant it; or the super admin)',
    tag: 'channel',
    access: 'user',
    params: idParams,
    reply: successSchema,
    errors: [...ROLE_ERRORS],
  }),
  roles: channelRoles.roles,
  changeRole: channelRoles.changeRole,
  invite: defineEndpoint({
    method: 'POST',
    path: '/channel/invite/:id',
    summary: 'Invite someone to the channel by e-mail (canInvite)',
    tag: 'channel',
    access: 'user',
    params: idParams,
    body: inviteBody,
    reply: successSchema,
    errors: [...ROLE_ERRORS, 'USER_ALREADY_INVITED_TO_CHANNEL', 'USER_ALREADY_MEMBER_OF_CHANNEL', 'TOO_MANY_REQUESTS'],
  }),
  respondToInvitation: defineEndpoint({
    method: 'POST',
    path: '/channel/invitation/response',
    summary: 'Accept (follow as USER, joining the zone too) or reject a channel invitation',
    tag: 'channel',
    access: 'user',
    body: invitationResponseBody,
    reply: invitationSchema,
    errors: ['INVITATION_NOT_FOUND'],
  }),
} as const;

/** The caller's channel memberships (spec 02 §7 user-channel). */
export const userChannels = {
  list: defineEndpoint({
    method: 'GET',
    path: '/user-channel/list',
    summary: 'Channels the caller follows in the selected zone (App-Subdomain), or all when none is selected',
    tag: 'channel',
    access: 'user',
    reply: z.array(userChannelSchema),
  }),
  listAll: defineEndpoint({
    method: 'GET',
    path: '/user-channel/list/all',
    summary: 'Every channel the caller follows, in every zone',
    tag: 'channel',
    access: 'user',
    reply: z.array(userChannelSchema),
  }),
  unfollow: defineEndpoint({
    method: 'DELETE',
    path: '/user-channel/remove/:id',
    summary: 'Unfollow a channel; `id` is the membership id. The last owner cannot leave',
    tag: 'channel',
    access: 'user',
    params: z.object({ id: uuid('Membership id') }),
    reply: successSchema,
    errors: ['CHANNEL_NOT_FOUND', 'OWNER_NOT_EXIST'],
  }),
  markSeen: defineEndpoint({
    method: 'POST',
    path: '/user-channel/seen/:id',
    summary: "Mark a followed channel's posts seen (its unseen badge clears); `id` is the channel id",
    tag: 'channel',
    access: 'user',
    params: z.object({ id: uuid('Channel id') }),
    reply: successSchema,
    errors: ['CHANNEL_NOT_FOUND'],
  }),
} as const;
