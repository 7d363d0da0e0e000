/**
 * The entities of spec 01 §3 and spec 02 §3 as field lists, written from the spec, not from the
 * contract, so that a field Plaza drops or renames shows here. A nested entity is [name, fields].
 */
export type Fields = readonly (string | readonly [string, Fields])[];

const userRef: Fields = ['id', 'fullName', 'userName', 'displayPhoto'];

/** Spec 01 §3 User, as the signed-in user reads themself. */
export const USER: Fields = ['id', 'fullName', 'userName', 'email', 'displayPhoto'];
/** Spec 02 §3 User: another user, with where they stand with the caller. */
export const OTHER_USER: Fields = [...USER, 'invited', 'isInContact', 'contactUserId'];
export const LOGIN_REPLY: Fields = ['accessToken', 'refreshToken', ['user', USER]];
export const REGISTER_REPLY: Fields = ['id'];
export const USERNAME_CHECK: Fields = ['exists', 'userName'];
export const WALLET_NONCE: Fields = ['nonce'];
export const API_CREDENTIALS: Fields = ['apiKey', 'apiSecret'];

export const PAGED: Fields = ['data', 'limit', 'skip', 'total'];

export const POST: Fields = [
  'id',
  'title',
  'description',
  'slug',
  'videoName',
  'type',
  'streaming',
  'liveStream',
  'public',
  'allowDislike',
  'createdOn',
  ['createdBy', userRef],
  ['channel', ['id', 'name', 'zoneId', ['zone', ['name', 'subdomain']]]],
  'liked',
  'disliked',
  'newlyCreated',
  ['postReaction', ['likesCount', 'commentsCount', 'viewsCount', 'liveStreamViewersCount']],
];

export const COMMENT: Fields = [
  'id',
  'comment',
  'postId',
  'parentId',
  'user',
  'replyCount',
  ['replies', PAGED],
  'likesCount',
  'liked',
  'edited',
  'updatedOn',
  'createdOn',
];

export const FOLDER_ITEM: Fields = ['id', 'folderId', 'postId', ['post', POST]];
export const FOLDER: Fields = ['id', 'title', 'itemCount', 'folderItems'];

export const ZONE: Fields = [
  'id',
  'name',
  'subdomain',
  'description',
  'public',
  'displayPhoto',
  'channelCount',
  'membersCount',
];
const ZONE_ROLE: Fields = ['roleCode', 'canCreateChannel', 'canInvite', 'canDelete', 'canEdit', 'canManageRole'];
const CHANNEL_ROLE: Fields = ['roleCode', 'canInvite', 'canDelete', 'canEdit', 'canManageRole'];
export const USER_ZONE: Fields = ['id', ['zone', ZONE], ['zoneRole', ZONE_ROLE], 'createdOn'];
export const ROLE_OF_ZONE = ZONE_ROLE;
export const ROLE_OF_CHANNEL = CHANNEL_ROLE;

export const CHANNEL: Fields = [
  'id',
  'name',
  'description',
  'public',
  'zoneId',
  'displayPhoto',
  'backgroundPhoto',
  'zone_subdomain',
];
export const USER_CHANNEL: Fields = [
  'id',
  ['channel', CHANNEL],
  ['channelRole', CHANNEL_ROLE],
  'livePostCount',
  'unseenPostCount',
  'createdOn',
];
export const MEMBER_ROW: Fields = ['id', 'user', 'role', 'createdOn'];

export const CONTACT: Fields = ['id', ['contactUser', ['id']], 'lastOnlineDate'];
export const INVITATION: Fields = ['id', 'createdBy', 'response', 'type'];
export const NOTIFICATION: Fields = ['id', 'type', 'createdBy', 'post', 'viewedOn', 'readOn'];
export const NOTIFICATION_COUNTS: Fields = ['unviewedCount', 'unreadCount'];

/** Spec 02 §3 Suggestions; the contact's `email` is left out on purpose (the API docs say why). */
export const CONTACT_SUGGESTION: Fields = ['userId', 'fullName', 'userName', 'displayPhoto'];
export const CHANNEL_SUGGESTION: Fields = ['channel_id', 'channel_name', 'channel_displayPhoto', 'zone_subdomain'];
export const ZONE_SUGGESTION: Fields = [
  'zone_id',
  'zone_name',
  'zone_displayPhoto',
  'zone_channelCount',
  'zone_membersCount',
];

export const CHAT_MESSAGE: Fields = [
  'id',
  'identifier',
  'message',
  'createdBy',
  'createdOn',
  'medium',
  'roomName',
  'to',
  'parent',
  'attachments',
  'edited',
  'deleted',
];
export const UNREAD_COUNT: Fields = ['userId', 'count'];
export const ATTACHMENT: Fields = ['name'];

/** The paths of `fields` that `value` lacks (a nested entity that is null counts as missing). */
export function missingFields(value: unknown, fields: Fields, at = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [at || '(the reply)'];
  const record = value as Record<string, unknown>;
  return fields.flatMap((field) => {
    const [name, nested] = typeof field === 'string' ? [field, undefined] : field;
    const path = at ? `${at}.${name}` : name;
    if (!(name in record)) return [path];
    return nested ? missingFields(record[name], nested, path) : [];
  });
}

/** Spec 02 §3 User meeting config: jitsiConfig (with toolbarButtons) and privacyConfig. */
export const USER_MEETING_CONFIG: Fields = [
  ['jitsiConfig', ['toolbarButtons']],
  ['privacyConfig', ['public', 'liveStream', 'record', 'joinLinkExpiryAsHours']],
];
/** Spec 02 §7: POST /meeting/create's "reply has meeting and meetingUrl". */
export const MEETING_CREATED: Fields = ['meeting', 'meetingUrl'];
