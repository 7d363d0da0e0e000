import type { Notification, NotificationCounts } from './entities/social.js';

/**
 * The realtime socket (spec 02 §7): Socket.IO on the API's own origin and port, at this path.
 * The handshake is authenticated by the session cookie; an unauthenticated socket is refused with
 * a connect error whose message is the error code (NOT_SIGNED_IN).
 */
export const SOCKET_PATH = '/socket.io';

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
}

/** Events the client sends. */
export interface ClientToServerEvents {
  /** Ask which contacts are online; answered with `presence`. */
  send_presence: () => void;
}

export const SERVER_EVENTS = [
  'notification',
  'notification_counts',
  'presence',
  'contact_user_connected',
  'socket_disconnected',
  'contacts_changed',
] as const satisfies readonly (keyof ServerToClientEvents)[];

export const CLIENT_EVENTS = ['send_presence'] as const satisfies readonly (keyof ClientToServerEvents)[];
