import { MEETING, PHOTO } from './limits.js';
import { CHAT_ATTACHMENT } from './limits-chat.js';
import { COMMENT_RATE_LIMIT } from './limits-social.js';
import { LIVE } from './limits-live.js';
import { WALLET_NONCE_LIMIT } from './limits-wallet.js';

/**
 * Whom a declared limit counts: the caller's network address (an IPv4 address, or the /64 of an
 * IPv6 one, so one machine cannot dodge it by changing its suffix), or the signed-in user.
 */
export type RateLimitKey = 'ip' | 'user';

/**
 * A limit declared on an endpoint (as atproto declares them per method): at most `points` calls
 * in a fixed window of `windowMs`, per `key`. The server counts it before the handler runs and
 * answers TOO_MANY_REQUESTS with Retry-After past it. Endpoints declaring the same `name` share
 * one count (every photo upload, say). Counts live in Redis when REDIS_URL is set, so every
 * server process shares them.
 */
export interface RateLimit {
  name: string;
  points: number;
  windowMs: number;
  key: RateLimitKey;
}

function limit<const L extends RateLimit>(declared: L): L {
  return declared;
}

// Each limit is its own constant, so a bundle keeps only the ones its endpoints declare. The wallet's
// lives beside its numbers: the sign-in screen declares it and should load nothing else of this file.
export const COMMENT_BURST_LIMIT = limit({
  name: 'comment-burst',
  points: COMMENT_RATE_LIMIT.burstMax,
  windowMs: COMMENT_RATE_LIMIT.burstWindowMs,
  key: 'user',
});
export const COMMENT_HOUR_LIMIT = limit({
  name: 'comment-hour',
  points: COMMENT_RATE_LIMIT.hourMax,
  windowMs: COMMENT_RATE_LIMIT.hourMs,
  key: 'user',
});
/** Photos of users, zones and channels, counted together. */
export const PHOTO_UPLOAD_LIMIT = limit({
  name: 'photo-upload',
  points: PHOTO.uploadsPerMinute,
  windowMs: 60_000,
  key: 'user',
});
export const CHAT_ATTACHMENT_LIMIT = limit({
  name: 'chat-attachment',
  points: CHAT_ATTACHMENT.uploadsPerMinute,
  windowMs: 60_000,
  key: 'user',
});
/** Stream keys generated (a new key ends the old one). */
export const STREAM_KEY_LIMIT = limit({
  name: 'stream-key',
  points: LIVE.keyRegenerationsPerHour,
  windowMs: 60 * 60_000,
  key: 'user',
});
/** Meetings created (each may mail its invitees). */
export const MEETING_CREATE_LIMIT = limit({
  name: 'meeting-create',
  points: MEETING.createsPerHour,
  windowMs: 60 * 60_000,
  key: 'user',
});
/** The limits endpoints declare, by name; the numbers are the ones of limits*.ts. */
export const RATE_LIMITS = {
  commentBurst: COMMENT_BURST_LIMIT,
  commentHour: COMMENT_HOUR_LIMIT,
  photoUpload: PHOTO_UPLOAD_LIMIT,
  chatAttachment: CHAT_ATTACHMENT_LIMIT,
  walletNonce: WALLET_NONCE_LIMIT,
  streamKey: STREAM_KEY_LIMIT,
  meetingCreate: MEETING_CREATE_LIMIT,
} as const;

/** How a limit reads in the API's documentation. */
export function describeRateLimit(declared: RateLimit): string {
  const per = declared.key === 'ip' ? 'network address' : 'user';
  return `${declared.points} per ${formatWindow(declared.windowMs)} per ${per} (${declared.name})`;
}

function formatWindow(ms: number): string {
  if (ms % 3_600_000 === 0) return ms === 3_600_000 ? 'hour' : `${ms / 3_600_000} hours`;
  if (ms % 60_000 === 0) return ms === 60_000 ? 'minute' : `${ms / 60_000} minutes`;
  return `${ms / 1000} seconds`;
}
