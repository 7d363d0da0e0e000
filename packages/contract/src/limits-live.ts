/**
 * Live streaming (issue 22): RTMP ingest, the live HLS a packager writes, and what becomes of the
 * recording. Not in the spec, which names only the flags (`streaming`, `liveStream`) and the plan's
 * stream count.
 */
export const LIVE = {
  /** OBS publishes to `rtmp://<host>:<RTMP_PORT>/<app>` with the stream key as the stream name. */
  rtmpApp: 'live',
  /** The keyframe interval to set in OBS: each live segment starts on one, so it sets their length. */
  keyframeIntervalSeconds: 2,
  /** Target length of a live HLS segment. */
  segmentSeconds: 2,
  /** The live playlist in the post's media folder; its segments are `live_<n>.ts` beside it. */
  playlistName: 'live.m3u8',
  /** The whole live as one MPEG-TS file: the original the VOD transcode reads once the live ends. */
  recordingName: 'original.mpeg',
  /** The title of a live post created by publishing to the key alone. */
  defaultTitle: 'Live stream',
  /** A stream key: `live_` and 32 random bytes (base64url); RTMP stream names allow no other characters. */
  streamKeyPattern: /^live_[A-Za-z0-9_-]{43}$/,
  /** Stream keys one user may generate per hour. */
  keyRegenerationsPerHour: 10,
  /**
   * A publisher who drops and comes back within this many seconds resumes the same live (the same
   * playlist goes on after a discontinuity); later, the live has ended.
   */
  resumeWindowSeconds: 30,
  /**
   * A live whose playlist has not changed for this long has lost its ingest (a crash): it is ended
   * and its recording made from its segments. Longer than the resume window.
   */
  staleIngestSeconds: 90,
  /** Live posts one user may prepare (Go live) per hour, whatever their plan's stream count. */
  preparesPerHour: 10,
} as const;
