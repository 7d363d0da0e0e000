import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { MEDIA } from '@plaza/contract';

/** What a valid signature grants: the post's media folder until `expiresAt` (seconds). */
export interface MediaGrant {
  slug: string;
  /** A public post's files may sit in shared caches; a members-only post's only in the viewer's browser. */
  public: boolean;
  expiresAt: number;
}

const SIGNATURE = /^(\d{1,12})\.([pm])\.([A-Za-z0-9_-]{43})$/;

/**
 * Signs and checks media addresses: `<expiry>.<p|m>.<HMAC-SHA256 of slug, expiry and scope>`,
 * under a key derived from the server secret, so every process checks what another signed
 * without asking the database. A signature covers one post's folder (its playlists, segments,
 * thumbnail and original) and is only issued by a call that checked the caller may see the post.
 */
export class MediaSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'plaza', 'media url signatures', 32));
  }

  /** Expiry at least MEDIA.signedUrlSeconds ahead, rounded up to the window. */
  sign(slug: string, isPublic: boolean, nowMs = Date.now()): { signature: string; grant: MediaGrant } {
    const window = MEDIA.signedUrlWindowSeconds;
    const expiresAt = Math.ceil((nowMs / 1000 + MEDIA.signedUrlSeconds) / window) * window;
    const scope = isPublic ? 'p' : 'm';
    return {
      signature: `${expiresAt}.${scope}.${this.mac(slug, expiresAt, scope)}`,
      grant: { slug, public: isPublic, expiresAt },
    };
  }

  /** The grant of a valid, unexpired signature for the slug; null for anything else. */
  verify(slug: string, signature: string, nowMs = Date.now()): MediaGrant | null {
    const match = SIGNATURE.exec(signature);
    if (!match) return null;
    const expiresAt = Number(match[1]);
    const scope = match[2]!;
    if (expiresAt * 1000 <= nowMs) return null;
    const expected = Buffer.from(this.mac(slug, expiresAt, scope));
    if (!timingSafeEqual(expected, Buffer.from(match[3]!))) return null;
    return { slug, public: scope === 'p', expiresAt };
  }

  private mac(slug: string, expiresAt: number, scope: string): string {
    return createHmac('sha256', this.key).update(`${slug}\n${expiresAt}\n${scope}`).digest('base64url');
  }
}

/** When the signature's window began: presigned bucket URLs are signed at that instant, so they repeat. */
export function windowStart(grant: MediaGrant): Date {
  return new Date((grant.expiresAt - MEDIA.signedUrlSeconds - MEDIA.signedUrlWindowSeconds) * 1000);
}
