import type { z } from 'zod';
import {
  chatDeleteSchema,
  chatEditSchema,
  chatPostSchema,
  chatSendSchema,
  chatTypingSchema,
  chatUserSchema,
  type ChatDelete,
  type ChatEdit,
  type ChatSend,
  type ChatTyping,
} from './endpoints/chat.js';
import type { ChatMessage } from './entities/chat.js';
import type { ChatMedium } from './limits-chat.js';
import type { UserSummary } from './entities/community.js';
import type { Notification, NotificationCounts } from './entities/social.js';
import type { ErrorReply } from './http.js';

/**
 * The realtime socket (spec 02 §7): Socket.IO on the API's own origin and port, at this path.
 * The handshake is authenticated by the session cookie; an unauthenticated socket is refused with
 * a connect error whose message is the error code (NOT_SIGNED_IN).
 */
export const SOCKET_PATH = '/socket.io';

/**
 * The answer to an event sent with an acknowledgement: the result, or the same error reply an
 * HTTP call would give (a validation failure lists its messages).
 */
export type SocketAck<T> = { ok: true; data: T } | { ok: false; error: ErrorReply };

/** Someone typing in a conversation (to: the caller for direct, the post for post). */
export interface ChatTypingEvent {
  medium: ChatMedium;
  to: string;
  user: UserSummary;
}

/** Events the server sends. */
export interface ServerToClientEvents {
  /** A new notification for the caller, with the counts after it. */
  notification: (payload: { notification: Notification; counts: NotificationCounts }) => void;
  /** The counts changed elsewhere (another tab marked some viewed or read). */
  notification_counts: (counts: NotificationCounts) => void;
  /** The answer to send_presence: which of the caller's contacts are online now. */
  presence: (payload: { online: string[] }) => void;
  /** A contact came online (their first open tab). */
  contact_user_connected: (payload: { userId: string }) => void;
  /** A contact went offline (their last tab closed). */
  socket_disconnected: (payload: { userId: string; lastOnlineDate: string }) => void;
  /** The caller's contact list changed (an invitation accepted, a contact removed, a block). */
  contacts_changed: () => void;
  /** A message in one of the caller's conversations, or in a post room the tab joined (the sender's tabs too). */
  new_message: (message: ChatMessage) => void;
  /** A message was edited: its new copy. */
  message_edited: (message: ChatMessage) => void;
  /** A message was deleted: its copy with the text and attachments cleared. */
  message_deleted: (message: ChatMessage) => void;
  /** Someone is typing; sent at most every 700 ms while they type, shown for 2 s after the last. */
  typing: (payload: ChatTypingEvent) => void;
  /** The number of people watching a post (in its live room) changed. */
  stream_viewer_count_change: (payload: { postId: string; counter: number }) => void;
  /** The caller read their conversation with this user in one of their tabs. */
  conversation_read: (payload: { userId: string }) => void;
}

/** Events the client sends. */
export interface ClientToServerEvents {
  /** Ask which contacts are online; answered with `presence`. */
  send_presence: () => void;
  /** Send a message; acknowledged once stored, with the server's copy. */
  message: (payload: ChatSend, ack: (reply: SocketAck<ChatMessage>) => void) => void;
  /** Edit your own message. */
  edit_message: (payload: ChatEdit, ack: (reply: SocketAck<ChatMessage>) => void) => void;
  /** Delete your own message; it stays in the history, marked deleted. */
  delete_message: (payload: ChatDelete, ack: (reply: SocketAck<ChatMessage>) => void) => void;
  /** Tell the other party (or the post room) you are typing. */
  typing: (payload: ChatTyping) => void;
  /** This tab shows the conversation with the user: it hears their typing. */
  join_direct_user: (payload: { userId: string }) => void;
  leave_direct_user: (payload: { userId: string }) => void;
  /** Watch a post's live room: its messages, typing and viewer count; answered with the count. */
  join_post: (payload: { postId: string }, ack: (reply: SocketAck<{ counter: number }>) => void) => void;
  leave_post: (payload: { postId: string }) => void;
}

export const SERVER_EVENTS = [
  'notification',
  'notification_counts',
  'presence',
  'contact_user_connected',
  'socket_disconnected',
  'contacts_changed',
  'new_message',
  'message_edited',
  'message_deleted',
  'typing',
  'stream_viewer_count_change',
  'conversation_read',
] as const satisfies readonly (keyof ServerToClientEvents)[];

export const CLIENT_EVENTS = [
  'send_presence',
  'message',
  'edit_message',
  'delete_message',
  'typing',
  'join_direct_user',
  'leave_direct_user',
  'join_post',
  'leave_post',
] as const satisfies readonly (keyof ClientToServerEvents)[];

/**
 * What each event a client sends carries (its zod schema; null: nothing) and whether it is
 * acknowledged. The server parses every payload with its schema, as it does a request.
 */
export const CLIENT_EVENT_PAYLOADS = {
  send_presence: { payload: null, ack: false },
  message: { payload: chatSendSchema, ack: true },
  edit_message: { payload: chatEditSchema, ack: true },
  delete_message: { payload: chatDeleteSchema, ack: true },
  typing: { payload: chatTypingSchema, ack: false },
  join_direct_user: { payload: chatUserSchema, ack: false },
  leave_direct_user: { payload: chatUserSchema, ack: false },
  join_post: { payload: chatPostSchema, ack: true },
  leave_post: { payload: chatPostSchema, ack: false },
} as const satisfies Record<(typeof CLIENT_EVENTS)[number], { payload: z.ZodType | null; ack: boolean }>;
