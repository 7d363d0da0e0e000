import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  invitationSchema,
  invitationAnswerSchema,
  permissionsChangeBody,
  userZoneSchema,
  zonePermissionsSchema,
  zoneRoleSchema,
  zoneSchema,
} from '../entities/community.js';
import { pagedSchema, successSchema } from '../http.js';
import { PATH_NAME_MAX, ZONE } from '../limits.js';
import {
  booleanField,
  communityName,
  email,
  optionalText,
  pathName,
  searchQuery,
  uuid,
  zoneSubdomain,
} from '../rules.js';
import { placeRoleEndpoints } from './place-roles.js';
import { PHOTO_UPLOAD_ERRORS } from './profile.js';
import { PHOTO_UPLOAD_LIMIT } from '../rate-limits.js';

export const zoneFields = z.object({
  name: communityName('Zone name'),
  subdomain: zoneSubdomain(),
  description: optionalText('Description', ZONE.descriptionMax, { multiline: true }).default(''),
  public: booleanField('Public').default(true),
});
export const zoneCreateBody = zoneFields;
/** An update sends only what changed. */
export const zoneUpdateBody = z.object({
  name: communityName('Zone name').optional(),
  subdomain: zoneSubdomain().optional(),
  description: optionalText('Description', ZONE.descriptionMax, { multiline: true }),
  public: booleanField('Public').optional(),
});

const idParams = z.object({ id: uuid('Zone id') });

/** Permissions of one role; the OWNER role cannot be changed (CHANGE_SUPER_ADMIN_PERMISSION). */
export const zonePermissionsBody = permissionsChangeBody(zonePermissionsSchema);

export const invitationResponseBody = z.object({
  invitationId: uuid('Invitation id'),
  status: invitationAnswerSchema,
});

export const inviteBody = z.object({ email: email() });

const ROLE_ERRORS = ['ZONE_NOT_FOUND', 'NOT_AUTHORIZED'] as const;

const zoneRoles = placeRoleEndpoints({
  word: 'zone',
  memberWord: 'member',
  idParams,
  notFound: 'ZONE_NOT_FOUND',
  roleSchema: zoneRoleSchema,
  permissionsSchema: zonePermissionsSchema,
  permissionsBody: zonePermissionsBody,
  roleCodeField: 'zoneRoleCode',
});

/** Zones (spec 02 §7 Zones). Private zones are invisible to non-members: ZONE_NOT_FOUND. */
export const zones = {
  create: defineEndpoint({
    method: 'POST',
    path: '/zone/create',
    summary: 'Create a zone on its own subdomain; the creator becomes its OWNER',
    tag: 'zone',
    access: 'user',
    body: zoneCreateBody,
    reply: userZoneSchema,
    errors: ['ZONE_SUBDOMAIN_ALREADY_EXIST', 'INSUFFICIENT_MEMBERSHIP'],
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/zone/join/:id',
    summary: 'Join a public zone as a USER',
    tag: 'zone',
    access: 'user',
    params: idParams,
    reply: userZoneSchema,
    errors: ['ZONE_NOT_FOUND', 'USER_ALREADY_MEMBER_OF_ZONE'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/zone/remove/:id',
    summary:
      'Delete a zone with its channels (canDelete, which only an OWNER holds unless they grant it; or the super admin)',
    tag: 'zone',
    access: 'user',
    params: idParams,
    reply: successSchema,
    errors: [...ROLE_ERRORS],
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/zone/search',
    summary: 'Zones the caller may see, by name or address, 6 at a time',
    tag: 'zone',
    access: 'user',
    query: searchQuery(),
    reply: pagedSchema(zoneSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/zone/detail/:id',
    summary: 'One zone the caller may see',
    tag: 'zone',
    access: 'user',
    params: idParams,
    reply: zoneSchema,
    errors: ['ZONE_NOT_FOUND'],
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/zone/current',
    summary: 'The zone of the site the call comes from (the App-Subdomain header)',
    tag: 'zone',
    access: 'user',
    reply: zoneSchema,
    errors: ['UNAUTHORIZED_SUBDOMAIN', 'ZONE_NOT_FOUND'],
  }),
  uploadPhoto: defineEndpoint({
    method: 'PUT',
    path: '/zone/:id/display-photo',
    summary: "Replace the zone's display photo (canEdit)",
    tag: 'zone',
    access: 'user',
    params: idParams,
    bodyType: 'multipart',
    body: z.object({ photoFile: z.file() }),
    reply: zoneSchema,
    errors: [...ROLE_ERRORS, ...PHOTO_UPLOAD_ERRORS],
    rateLimits: [PHOTO_UPLOAD_LIMIT],
  }),
  photo: defineEndpoint({
    method: 'GET',
    path: '/zone/display-photo/:file',
    summary: "A zone's display photo: the file name is its `displayPhoto`",
    tag: 'zone',
    access: 'public',
    params: z.object({ file: pathName('File name', PATH_NAME_MAX) }),
    replyContentType: 'image/webp',
    reply: z.unknown(),
    errors: ['ROUTE_NOT_FOUND'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/zone/update/:id',
    summary: "Change a zone's name, address, description or visibility (canEdit)",
    tag: 'zone',
    access: 'user',
    params: idParams,
    body: zoneUpdateBody,
    reply: zoneSchema,
    errors: [...ROLE_ERRORS, 'ZONE_SUBDOMAIN_ALREADY_EXIST', 'NO_CHANGES_DETECTED', 'FIELDS_FOR_UPDATES_NOT_SPECIFIED'],
  }),
  ...zoneRoles,
  invite: defineEndpoint({
    method: 'POST',
    path: '/zone/invite/:id',
    summary: 'Invite someone to the zone by e-mail (canInvite)',
    tag: 'zone',
    access: 'user',
    params: idParams,
    body: inviteBody,
    reply: successSchema,
    errors: [...ROLE_ERRORS, 'USER_ALREADY_INVITED_TO_ZONE', 'USER_ALREADY_MEMBER_OF_ZONE', 'TOO_MANY_REQUESTS'],
  }),
  respondToInvitation: defineEndpoint({
    method: 'POST',
    path: '/zone/invitation/response',
    summary: 'Accept (join as USER) or reject a zone invitation',
    tag: 'zone',
    access: 'user',
    body: invitationResponseBody,
    reply: invitationSchema,
    errors: ['INVITATION_NOT_FOUND'],
  }),
} as const;

/** The caller's zone memberships (spec 02 §7 user-zone). */
export const userZones = {
  list: defineEndpoint({
    method: 'GET',
    path: '/user-zone/list',
    summary: 'Every zone the caller belongs to, with their role',
    tag: 'zone',
    access: 'user',
    reply: z.array(userZoneSchema),
  }),
  leave: defineEndpoint({
    method: 'DELETE',
    path: '/user-zone/remove/:id',
    summary: 'Leave a zone (and its channels); `id` is the membership id. The last owner cannot leave',
    tag: 'zone',
    access: 'user',
    params: z.object({ id: uuid('Membership id') }),
    reply: successSchema,
    errors: ['ZONE_NOT_FOUND', 'OWNER_NOT_EXIST'],
  }),
} as const;
