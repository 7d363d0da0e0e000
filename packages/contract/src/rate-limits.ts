import { PHOTO } from './limits.js';
import { CHAT_ATTACHMENT } from './limits-chat.js';
import { COMMENT_RATE_LIMIT } from './limits-social.js';
import { WALLET } from './limits-wallet.js';

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

/** The limits endpoints declare, by name; the numbers are the ones of limits*.ts. */
export const RATE_LIMITS = {
  commentBurst: limit({
    name: 'comment-burst',
    points: COMMENT_RATE_LIMIT.burstMax,
    windowMs: COMMENT_RATE_LIMIT.burstWindowMs,
    key: 'user',
  }),
  commentHour: limit({
    name: 'comment-hour',
    points: COMMENT_RATE_LIMIT.hourMax,
    windowMs: COMMENT_RATE_LIMIT.hourMs,
    key: 'user',
  }),
  /** Photos of users, zones and channels, counted together. */
  photoUpload: limit({ name: 'photo-upload', points: PHOTO.uploadsPerMinute, windowMs: 60_000, key: 'user' }),
  chatAttachment: limit({
    name: 'chat-attachment',
    points: CHAT_ATTACHMENT.uploadsPerMinute,
    windowMs: 60_000,
    key: 'user',
  }),
  walletNonce: limit({
    name: 'wallet-nonce',
    points: WALLET.noncesPerAddress,
    windowMs: WALLET.nonceWindowMs,
    key: 'ip',
  }),
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
