/**
 * The error catalogue: every code the API can answer with, its HTTP status and the text the
 * web app shows. Texts given by the spec are kept word for word; the rest are written in the
 * same voice.
 */
export const ERRORS = {
  // Generic
  NOT_VALID: { status: 400, text: 'Not Valid' },
  NOT_IMPLEMENTED: { status: 501, text: 'This feature is not available yet.' },
  ROUTE_NOT_FOUND: { status: 404, text: 'There is nothing at this address.' },
  PAYLOAD_TOO_LARGE: { status: 413, text: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, text: 'This content type is not supported.' },
  TOO_MANY_REQUESTS: { status: 429, text: 'Too many attempts. Please wait a moment and try again.' },
  FORBIDDEN_ORIGIN: { status: 403, text: 'This request came from a site that is not allowed.' },
  INTERNAL_ERROR: { status: 500, text: 'Something went wrong on our side. Please try again.' },
  NETWORK_ERROR: { status: 0, text: 'Could not reach the server. Please check your connection.' },

  // Accounts and access (spec 01 §8)
  INITIAL_USER_SPECIFIED: { status: 403, text: 'Initial user has been specified already.' },
  USER_ALREADY_REGISTERED: { status: 409, text: 'Specified email address already registered!' },
  INITIAL_USER_REQUIRED: { status: 403, text: 'You need to set the initial super admin user.' },
  NOT_SIGNED_IN: { status: 401, text: 'You not authorized to use this route' },
  NOT_AUTHORIZED: { status: 403, text: 'You are not authorized.' },
  INVALID_JWT: { status: 401, text: 'Invalid Token!' },
  ERROR_USERNAME_OR_PASSWORD: { status: 401, text: 'Invalid username or password.' },
  USER_DIDNT_REGISTER_WITH_PASSWORD: { status: 400, text: 'User did not register with password.' },
  MUST_VERIFY_EMAIL: { status: 403, text: 'Email must be verified.' },
  UNAUTHORIZED_SUBDOMAIN: { status: 403, text: "Couldn't find zone with this subdomain." },
  THIRD_PARTY_AUTH_ERROR: { status: 401, text: 'Sign-in with this provider failed. Please try again.' },
  INVALID_AUTH_TYPE: { status: 400, text: 'This sign-in method is not supported.' },
  INVALID_WALLET_SIGNATURE: { status: 401, text: 'The wallet signature could not be verified. Please try again.' },
  WALLET_NONCE_EXPIRED: {
    status: 401,
    text: 'This wallet sign-in request has expired or was already used. Please try again.',
  },
  WALLET_ALREADY_REGISTERED: { status: 409, text: 'This wallet is already linked to an account.' },
  USER_NOT_FOUND: { status: 404, text: 'User not found.' },
  INVALID_PASSWORD_RESET_TOKEN: { status: 400, text: 'This password reset link is invalid or has expired.' },
  INVALID_VERIFICATION_TOKEN: { status: 400, text: 'This verification link is invalid or has expired.' },
  EMAIL_ALREADY_VERIFIED: { status: 409, text: 'This member has already verified their e-mail address.' },
  INVALID_AUTH_CLIENT_CREDENTIALS: { status: 401, text: 'Invalid API key or secret.' },
  INVALID_REFRESH_TOKEN: { status: 401, text: 'Your session has expired. Please sign in again.' },
  CURRENT_PASSWORD_NOT_CORRECT: { status: 400, text: 'Current password is not correct.' },
  PASSWORDS_NOT_MATCH: { status: 400, text: 'Passwords do not match.' },
  USERNAME_ALREADY_TAKEN: { status: 409, text: 'This username is already taken.' },
  SUPER_ADMIN_NOT_EXIST: { status: 400, text: 'There must always be at least one super admin!' },
  CHANGE_SUPER_ADMIN_PERMISSION: { status: 403, text: 'Super admin permissions cannot be changed!' },
  INVALID_IMAGE_FORMAT: { status: 400, text: 'Please upload a valid image format!' },
  IMAGE_TOO_COMPLEX: { status: 400, text: 'This image is too complex to convert. Please upload a simpler one.' },
  INSUFFICIENT_MEMBERSHIP: {
    status: 403,
    text: 'Your membership is insufficient... Please upgrade your membership to continue.',
  },

  // Content and community (spec 02 §8)
  POST_NOT_FOUND: { status: 404, text: 'Post not found or unauthorized.' },
  POST_COMMENTS_NOT_ALLOWED: { status: 403, text: 'Comments are turned off for this post.' },
  POST_REACTION_NOT_ALLOWED: { status: 403, text: 'Reactions are turned off for this post.' },
  POST_DISLIKE_NOT_ALLOWED: { status: 403, text: 'Dislikes are turned off for this post.' },
  EDIT_POST_PAYLOAD_EMPTY: { status: 400, text: 'There is nothing to update.' },
  VIDEO_NOT_FOUND: { status: 404, text: 'Video not found.' },
  INVALID_VIDEO_FORMAT: { status: 400, text: 'Please upload a valid video format!' },
  COMMENT_NOT_FOUND: { status: 404, text: 'Comment not found.' },
  FOLDER_NOT_FOUND: { status: 404, text: 'Folder not found.' },
  TOO_MANY_FOLDERS: { status: 400, text: 'You have as many folders as you can keep. Remove one to make room.' },
  NOTIFICATION_NOT_FOUND: { status: 404, text: 'Notification not found.' },
  CONTACT_NOT_FOUND: { status: 404, text: 'This user is not in your contacts.' },
  USER_ALREADY_IN_CONTACTS: { status: 409, text: 'This user is already in your contacts.' },
  USER_NOT_CHANNEL_MEMBER: { status: 403, text: 'You are not a member of this channel.' },
  CHANNEL_NOT_FOUND: { status: 404, text: 'Channel not found.' },
  ZONE_NOT_FOUND: { status: 404, text: 'Zone not found.' },
  ZONE_SUBDOMAIN_ALREADY_EXIST: { status: 409, text: 'This zone address is already taken.' },
  INVITATION_NOT_FOUND: { status: 404, text: 'Invitation not found.' },
  USER_ALREADY_INVITED_TO_CHANNEL: { status: 409, text: 'This user has already been invited to the channel.' },
  USER_ALREADY_MEMBER_OF_CHANNEL: { status: 409, text: 'This user is already a member of the channel.' },
  USER_ALREADY_INVITED_TO_ZONE: { status: 409, text: 'This user has already been invited to the zone.' },
  USER_ALREADY_MEMBER_OF_ZONE: { status: 409, text: 'This user is already a member of the zone.' },
  CONTACT_ELIGIBILITY_ERROR: { status: 400, text: 'You cannot add yourself to your contacts.' },
  CONTACT_INVITATION_NOT_FOUND: { status: 404, text: 'Contact invitation not found.' },
  INVITATION_ALREADY_SENT_FOR_USER: { status: 409, text: 'You have already sent an invitation to this user.' },
  INVITATION_ALREADY_RECEIVED_FROM_USER: {
    status: 409,
    text: 'This user has already sent you an invitation. Please check your invitations.',
  },
  USER_BLOCKED_YOU: { status: 403, text: 'This user has blocked you.' },
  CANT_BLOCK_YOURSELF: { status: 400, text: 'You cannot block yourself.' },
  CANT_UNBLOCK_YOURSELF: { status: 400, text: 'You cannot unblock yourself.' },
  OWNER_NOT_EXIST: { status: 400, text: 'The last owner cannot be deleted!' },
  ROLE_ALREADY_EXISTS: { status: 409, text: 'This role already exists.' },
  ROLE_CODE_ALREADY_EXISTS: { status: 409, text: 'This role code is already in use.' },
  USER_ROLE_EXIST: { status: 409, text: 'The user already has this role.' },
  USERS_USING_ROLE: { status: 409, text: 'This role cannot be removed while users hold it.' },
  ROLE_NOT_FOUND: { status: 404, text: 'Role not found.' },
  BUILT_IN_ROLE: { status: 400, text: 'The OWNER, MODERATOR and USER roles cannot be removed.' },
  TOO_MANY_ROLES: { status: 400, text: 'This place has as many roles as it can hold.' },
  UPDATE_USER_PERMISSION_BAD_REQUEST: { status: 400, text: 'These permissions cannot be updated.' },
  FIELDS_FOR_UPDATES_NOT_SPECIFIED: { status: 400, text: 'Please specify the fields to update.' },
  NO_CHANGES_DETECTED: { status: 400, text: 'No changes detected.' },
  COULD_NOT_CREATE_MEETING: { status: 500, text: 'The meeting could not be created. Please try again.' },
  MEETING_NOT_FOUND: { status: 404, text: 'Meeting not found.' },
  MEETING_NOT_JOINED: { status: 409, text: 'Join the meeting first.' },
  MEETING_FULL: { status: 409, text: 'This meeting has as many people on camera as it can hold.' },
  MEETING_FEED_NOT_FOUND: { status: 404, text: 'This participant is not sharing anything now.' },
  MEETING_MEDIA_UNAVAILABLE: {
    status: 503,
    text: 'Meetings are unavailable right now: the media server is not running. Please try again later.',
  },
  MEETING_RECORDING_NOT_ENABLED: { status: 403, text: 'Recording is not enabled for this meeting.' },
  MESSAGE_NOT_DELETED: { status: 400, text: 'The message could not be deleted.' },
  MESSAGE_NOT_FOUND: { status: 404, text: 'Message not found.' },
  ATTACHMENT_NOT_FOUND: { status: 404, text: 'Attachment not found.' },
  CHAT_NOT_ALLOWED: { status: 403, text: 'You can only send messages to your contacts.' },
  CALL_NOT_ALLOWED: { status: 403, text: 'You can only call your contacts.' },
  CANT_CALL_YOURSELF: { status: 400, text: 'You cannot call yourself.' },
  USER_BUSY: { status: 409, text: 'This user is in another call.' },
  ALREADY_IN_CALL: { status: 409, text: 'You are already in a call. Hang up first.' },
  CALL_NOT_FOUND: { status: 404, text: 'There is no call with this user.' },
  SERVER_UNREACHABLE: { status: 503, text: 'The server cannot be reached. Check your connection and try again.' },
} as const satisfies Record<string, { status: number; text: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export function errorText(code: ErrorCode): string {
  return ERRORS[code].text;
}

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}
