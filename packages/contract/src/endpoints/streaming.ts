import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { STREAM_KEY_LIMIT } from '../rate-limits.js';

/** What OBS (or any RTMP encoder) needs besides the key, and whether the member has a key. */
export const streamingSettingsReply = z.object({
  /** The server to publish to (OBS: Settings › Stream › Server). */
  rtmpUrl: z.string(),
  /** Whether a stream key exists; the key itself is shown only when it is generated. */
  hasStreamKey: z.boolean(),
  /** OBS: Settings › Output › Keyframe Interval, for low latency. */
  keyframeIntervalSeconds: z.number().int(),
  /** The member's post that is live now, if any. */
  livePostId: z.uuid().nullable(),
});
export type StreamingSettings = z.infer<typeof streamingSettingsReply>;

/** A new stream key, shown this once: only its hash is stored. */
export const streamKeyReply = z.object({
  rtmpUrl: z.string(),
  streamKey: z.string(),
});
export type StreamKey = z.infer<typeof streamKeyReply>;

export const streaming = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/user/streaming',
    summary: 'Your streaming settings: the RTMP server, whether you have a stream key, the live post now',
    tag: 'live',
    access: 'user',
    reply: streamingSettingsReply,
    errors: ['NOT_SIGNED_IN'],
  }),
  regenerateKey: defineEndpoint({
    method: 'POST',
    path: '/user/streaming/key',
    summary:
      'Create your stream key, or replace it: the old key is refused from now on. The key is answered only here, once.',
    tag: 'live',
    access: 'user',
    reply: streamKeyReply,
    secretReply: true,
    rateLimits: [STREAM_KEY_LIMIT],
    errors: ['NOT_SIGNED_IN', 'NOT_AUTHORIZED'],
  }),
} as const;
