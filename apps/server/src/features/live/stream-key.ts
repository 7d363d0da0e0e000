import { createHash, randomBytes } from 'node:crypto';
import { LIVE } from '@plaza/contract';

/** A new stream key: `live_` and 32 random bytes; RTMP stream names allow no other characters. */
export function newStreamKey(): string {
  return `live_${randomBytes(32).toString('base64url')}`;
}

/** What is stored of a key: 256 random bits need no slow hash, and the lookup is by this value. */
export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function looksLikeStreamKey(value: string): boolean {
  return LIVE.streamKeyPattern.test(value);
}
