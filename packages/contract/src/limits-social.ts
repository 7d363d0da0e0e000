/** Limits of comments, folders, contacts and notifications (spec 02 §3, §4, §9). */

/** Saved-post folders (spec 02 §3 Folder). */
export const FOLDER = {
  nameMax: 32,
  /** A new account starts with this one folder (not in the spec: its name). */
  defaultTitle: 'Watch later',
  /** Not in the spec: how many folders one user may keep. */
  maxFolders: 50,
  /** The latest items each folder of the list carries, for its cover. */
  previewItems: 4,
  /** A folder's videos load this many at a time. */
  itemsPage: 30,
} as const;

/** Comments under a post (spec 02 §4 Comments). */
export const COMMENT = {
  /** Not in the spec: the longest comment. */
  max: 2000,
  /** Top-level comments load this many at a time; replies load on demand, a few at a time. */
  page: 10,
  repliesPage: 5,
  /** Newest first, or most liked first. */
  sorts: ['createdOn', 'likesCount'],
  /** Not in the spec: at most this many people are notified of one comment's @mentions. */
  maxMentions: 10,
} as const;
export type CommentSort = (typeof COMMENT.sorts)[number];

/**
 * Not in the spec: comments (replies included) one user may write, in a burst and per hour, so
 * nobody can bury a post or flood its author with notifications. Refused with TOO_MANY_REQUESTS.
 */
export const COMMENT_RATE_LIMIT = {
  burstWindowMs: 10 * 1000,
  burstMax: 10,
  hourMs: 60 * 60 * 1000,
  hourMax: 120,
} as const;

/** Notifications (spec 02 §3), created by the server when the event happens. */
export const NOTIFICATION = {
  types: [
    'post',
    'post_like',
    'post_comment',
    'post_comment_like',
    'post_comment_reply',
    'post_comment_mention',
    'contact_request_received',
    'contact_request_accepted',
    'missed_call',
    'meeting_invitation',
    'system_notification',
  ],
  /** Ids marked viewed in one call, at most. */
  viewBatchMax: 100,
  /** A comment's text is quoted in its notification up to this length. */
  excerptMax: 140,
} as const;
export type NotificationType = (typeof NOTIFICATION.types)[number];

/** Contacts, contact invitations and presence. */
export const CONTACT = {
  /** The contact list loads this many at a time. */
  page: 30,
  /** Not in the spec: contact invitations one user may send per hour (each may send an e-mail). */
  invitesPerHour: 30,
  /** Ids a user search may exclude, at most. */
  excludeIdsMax: 100,
} as const;
