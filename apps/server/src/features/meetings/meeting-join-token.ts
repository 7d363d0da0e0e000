import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Join links' tokens: `<expiry unix seconds>.<HMAC-SHA256 of slug and expiry>`, under a key
 * derived from the server secret (as media addresses are signed), so any process checks one
 * without the database. A token names one meeting; whoever holds it may join until it expires.
 */
export class MeetingJoinTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'plaza', 'meeting join links', 32));
  }

  /** A token for the slug that expires at `expiresAt` (unix seconds). */
  sign(slug: string, expiresAt: number): string {
    return `${expiresAt}.${this.mac(slug, expiresAt)}`;
  }

  /** When the token expires (unix seconds) if it was signed for this slug and is still valid at `nowMs`; else null. */
  verify(slug: string, token: string, nowMs: number): number | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const expiresAt = Number(match[1]);
    if (expiresAt * 1000 <= nowMs) return null;
    return timingSafeEqual(Buffer.from(this.mac(slug, expiresAt)), Buffer.from(match[2]!)) ? expiresAt : null;
  }

  private mac(slug: string, expiresAt: number): string {
    return createHmac('sha256', this.key).update(`${slug}\n${expiresAt}`).digest('base64url');
  }
}
