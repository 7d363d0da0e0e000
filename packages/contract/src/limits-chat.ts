/** Limits of chat (spec 02 §2 Messages, §4 Chat message, §7 Chat). */
export const CHAT = {
  /** A direct conversation, or the live room of a post. */
  media: ['direct', 'post'],
  /**
   * What a message is: one a user wrote, or a line the server adds to a direct conversation (a
   * missed call: from the caller to the callee, its text `missedCallText`). Only a user's own text
   * can be edited or deleted.
   */
  messageKinds: ['text', 'missed_call'],
  missedCallText: 'Missed call',
  /** Not in the spec: the longest message. */
  messageMax: 2000,
  /** Not in the spec: how many images one message carries. */
  attachmentsMax: 4,
  /** History pages: 30 by default, the web app asks for 50 (LISTS.chatPage), never more than this. */
  historyMax: 100,
  /** Not in the spec: the longest search of the conversation list (a part of a name or username). */
  searchMax: 64,
  /** Conversations on /messages load this many at a time. */
  conversationsPage: 30,
  /** The preview of the last message in the conversation list is cut to this many characters. */
  previewMax: 120,
  /** Not in the spec: how many messages (and edits, deletions) one user may send a minute. */
  sendsPerMinute: 60,
  /** How long a tab waits for the server to acknowledge a message before calling it failed. */
  ackTimeoutMs: 10_000,
} as const;
export type ChatMedium = (typeof CHAT.media)[number];
export type ChatMessageKind = (typeof CHAT.messageKinds)[number];

/** Image attachments of chat messages (POST /chat/attachment). */
export const CHAT_ATTACHMENT = {
  /** The multipart field of the upload. */
  field: 'file',
  extensions: ['jpg', 'jpeg', 'png', 'bmp', 'svg'],
  mimeTypes: ['image/jpeg', 'image/png', 'image/bmp', 'image/svg+xml'],
  /** Not in the spec: the largest image accepted (10 MiB). */
  maxBytes: 10 * 1024 * 1024,
  /** Stored as WebP no larger than this on its longer side, without metadata. */
  maxSide: 1600,
  /** Not in the spec: how many images one user may upload a minute. */
  uploadsPerMinute: 60,
  /** A stored attachment's name: 32 hex digits and .webp. */
  namePattern: /^[0-9a-f]{32}\.webp$/,
} as const;
