import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { profileRelationSchema } from '../entities/social.js';
import { userSchema } from '../entities/user.js';
import { PATH_NAME_MAX, USER } from '../limits.js';
import { pathName, requiredText, userName } from '../rules.js';
import { PHOTO_UPLOAD_LIMIT } from '../rate-limits.js';

/** What every photo upload (of a user, a zone or a channel) can answer, beside its own refusals. */
export const PHOTO_UPLOAD_ERRORS = [
  'INVALID_IMAGE_FORMAT',
  'IMAGE_TOO_COMPLEX',
  'PAYLOAD_TOO_LARGE',
  'NOT_VALID',
  'TOO_MANY_REQUESTS',
] as const;

/** Stored display photos are named `<32 hex>.webp`; anything else is not a photo. */
export const PHOTO_FILE_PATTERN = /^[a-f0-9]{32}\.webp$/;

/** The profile information form: both fields as the spec's rules word them. */
export const profileFields = z.object({
  fullName: requiredText('Full name', { max: USER.fullNameMax }),
  userName: userName(),
});

/** The update sends only what changed. */
export const profileUpdateBody = profileFields.partial();

/** What any signed-in user may see of another: never their e-mail or anything private. */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  userName: z.string().nullable(),
  displayPhoto: z.string().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * A user's profile as the caller sees it: the spec's User entity (spec 02 §3) with where they stand
 * with the caller, and Plaza's fuller `relation`. The e-mail is only for oneself and contacts.
 */
export const userProfileSchema = publicProfileSchema.extend({
  email: z.string().nullable(),
  isInContact: z.boolean(),
  /** Their id when they are the caller's contact, else null (as the user search answers it). */
  contactUserId: z.uuid().nullable(),
  /** The caller has sent them a contact invitation that is still pending. */
  invited: z.boolean(),
  relation: profileRelationSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const profile = {
  update: defineEndpoint({
    method: 'PUT',
    path: '/user/profile',
    summary: 'Change your full name and/or username; answers the updated user',
    tag: 'profile',
    access: 'user',
    body: profileUpdateBody,
    reply: userSchema,
    errors: ['FIELDS_FOR_UPDATES_NOT_SPECIFIED', 'NO_CHANGES_DETECTED', 'USERNAME_ALREADY_TAKEN'],
  }),
  uploadPhoto: defineEndpoint({
    method: 'PUT',
    path: '/user/display-photo',
    summary: 'Replace your display photo (jpg, jpeg, png, bmp or svg; stored as a 512×512 WebP)',
    tag: 'profile',
    access: 'user',
    bodyType: 'multipart',
    body: z.object({ photoFile: z.file() }),
    reply: userSchema,
    errors: PHOTO_UPLOAD_ERRORS,
    rateLimits: [PHOTO_UPLOAD_LIMIT],
  }),
  photo: defineEndpoint({
    method: 'GET',
    path: '/user/display-photo/:file',
    summary: 'A display photo: the file name is the `displayPhoto` of a user',
    tag: 'profile',
    access: 'public',
    params: z.object({ file: pathName('File name', PATH_NAME_MAX) }),
    replyContentType: 'image/webp',
    /** The image bytes, not JSON. */
    reply: z.unknown(),
    errors: ['ROUTE_NOT_FOUND'],
  }),
  byUserName: defineEndpoint({
    method: 'GET',
    path: '/user/profile/:userName',
    // Without a username: the caller's own profile.
    aliases: ['/user/profile'],
    summary:
      "A user's public profile and where they stand with the caller (contact, invited, blocked); without a username, the caller's own",
    tag: 'profile',
    access: 'user',
    params: z.object({ userName: pathName('Username', USER.userNameMax).optional() }),
    reply: userProfileSchema,
    errors: ['USER_NOT_FOUND'],
  }),
} as const;
