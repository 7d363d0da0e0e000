/**
 * One-to-one calls (spec 02 §4 Calls). Not in the spec but the ring time: the sizes of what the
 * signalling carries and how long a party may vanish before their call ends.
 */
export const CALL = {
  /** Spec 02 §9: the video resolution of a call. */
  videoResolution: 320,
  /** An unanswered call ends as missed after this long (spec 02 §4: 45 s). */
  ringTimeoutMs: 45_000,
  /** A party whose every tab went away (a reload, a lost network) ends the call after this long. */
  disconnectGraceMs: 15_000,
  /** How long the TURN credentials handed out with the ICE servers stay valid. */
  turnCredentialTtlSeconds: 12 * 60 * 60,
  /** Jitsi mode: how long a call's meeting token lets its user join the room. */
  meetingTokenTtlSeconds: 4 * 60 * 60,
  /** The longest session description (SDP) relayed, in characters. */
  sdpMax: 100_000,
  /** The longest ICE candidate line relayed, in characters. */
  candidateMax: 2_000,
  /** The longest media id (sdpMid) or ICE username fragment relayed. */
  candidateFieldMax: 256,
  /** Why a call ended, as call_ended says. */
  endReasons: ['rejected', 'cancelled', 'hung_up', 'missed', 'answered_elsewhere', 'disconnected'],
  /** How this tab takes part: ringing to others, ringing here, or talking. */
  states: ['outgoing', 'incoming', 'active'],
  /** Media go peer to peer (WebRTC signalled over the socket) or through the operator's Jitsi. */
  modes: ['p2p', 'jitsi'],
} as const;
export type CallEndReason = (typeof CALL.endReasons)[number];
export type CallStateName = (typeof CALL.states)[number];
export type CallMode = (typeof CALL.modes)[number];
