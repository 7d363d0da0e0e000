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
  /** Joining, leaving, publishing and subscribing in a meeting room (a subscription per participant's feed). */
  meetingRoom: 300,
  /** ICE candidates and subscription answers of meeting rooms. */
  meetingSignals: 1200,
  /** The host's mute everyone, remove and end. */
  meetingHost: 60,
} as const;
