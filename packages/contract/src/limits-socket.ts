import { CHAT } from './limits-chat.js';

/**
 * Not in the spec: how many socket events one user may send a minute, counted per user in the
 * shared rate-limit store. Past them an event is refused with TOO_MANY_REQUESTS.
 */
export const SOCKET_RATE = {
  windowMs: 60_000,
  /** Messages, edits and deletions together. */
  chatWrites: CHAT.sendsPerMinute,
  /** The web client sends typing at most once per TIMING.typingThrottleMs (about 86 a minute). */
  typing: 120,
  /** Joining and leaving conversations and live rooms. */
  roomChanges: 120,
  /** The spec's client answers every contact who comes online with send_presence. */
  presence: 300,
  /** Calling, answering, rejecting and hanging up (join_call, leave_call). */
  calls: 60,
  /** Offers, answers and ICE candidates: a connection gathers a few dozen candidates, a restart as many again. */
  callSignals: 600,
} as const;
