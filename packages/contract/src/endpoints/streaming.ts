import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { postSchema } from '../entities/post.js';
import { LIVE_PREPARE_LIMIT, STREAM_KEY_LIMIT } from '../rate-limits.js';
import { videoUploadFields } from './posts.js';

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

/**
 * A live post prepared before publishing (the Add content dialog's "Go live"): the fields of an
 * upload, as JSON. The member's next publish to their stream key goes live in it.
 */
export const livePostBody = videoUploadFields;
export type LivePostBody = z.input<typeof livePostBody>;
/** The body as the server reads it (defaults filled in). */
export type LivePostFields = z.output<typeof livePostBody>;

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
  prepareLive: defineEndpoint({
    method: 'POST',
    path: '/post/live/create',
    summary:
      'Prepare a live post (title, description, channelId, public): your next publish to your stream key goes live in it, the newest prepared post first. It counts toward your plan’s stream count.',
    tag: 'live',
    access: 'user',
    body: livePostBody,
    reply: postSchema,
    rateLimits: [LIVE_PREPARE_LIMIT],
    errors: ['CHANNEL_NOT_FOUND', 'USER_NOT_CHANNEL_MEMBER', 'INSUFFICIENT_MEMBERSHIP'],
  }),
} as const;
