/**
 * The meeting room (Janus VideoRoom driven by the server; spec 02 §1 meetings). Not in the spec:
 * the sizes of what the room's signalling carries and the roles a participant takes.
 */
export const MEETING_ROOM = {
  /** The longest meeting address (slug) an event may name. */
  slugMax: 64,
  /** The longest join token (the `join` of a shared link) an event may carry. */
  joinTokenMax: 2_048,
  /** The longest session description (SDP) relayed to the media server, in characters. */
  sdpMax: 100_000,
  /** The longest ICE candidate line relayed, in characters. */
  candidateMax: 2_000,
  /** The longest media id (sdpMid) relayed. */
  candidateFieldMax: 256,
  /** How many feeds one meeting_subscribe may ask for. */
  feedsPerSubscribeMax: 50,
  /**
   * Why a participant's room closed: the host ended it, removed them, they joined in another tab,
   * or the media server stopped (join again: it restarts).
   */
  closeReasons: ['ended', 'removed', 'replaced', 'media_lost'],
  /** How long the server waits for the media server to start and answer before the room says it is unavailable. */
  mediaStartTimeoutMs: 15_000,
} as const;
