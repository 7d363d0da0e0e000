import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export interface CredentialPair {
  apiKey: string;
  apiSecret: string;
}

const KEY_PATTERN = /^pk_[0-9a-f]{32}$/;
const SECRET_PATTERN = /^sk_[A-Za-z0-9_-]{43}$/;
const FORMAT = 'v1';

export function newCredentialPair(): CredentialPair {
  return { apiKey: `pk_${randomBytes(16).toString('hex')}`, apiSecret: `sk_${randomBytes(32).toString('base64url')}` };
}

/** Cheap shape check, so malformed headers never reach the database. */
export function looksLikePair(apiKey: string, apiSecret: string): boolean {
  return KEY_PATTERN.test(apiKey) && SECRET_PATTERN.test(apiSecret);
}

/** The secret has 256 random bits, so a plain SHA-256 is enough to make the stored hash useless to a thief. */
export function hashSecret(apiSecret: string): string {
  return createHash('sha256').update(apiSecret).digest('hex');
}

export function secretMatches(apiSecret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(apiSecret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The spec wants the secret shown again later (GET /auth/api/credentials), so it cannot be kept
 * as a hash alone. It is stored encrypted with AES-256-GCM under a key derived (HKDF) from the
 * server secret, which lives outside the database: a leaked database reveals no usable secret.
 * The ciphertext is bound to its user and key (additional data), so rows cannot be swapped.
 * Authentication never decrypts: it compares the SHA-256 hash in constant time.
 */
export class SecretCipher {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'plaza', 'api-credential-secret:v1', 32));
  }

  encrypt(apiSecret: string, owner: { userId: string; apiKey: string }): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(aad(owner));
    const data = Buffer.concat([cipher.update(apiSecret, 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when it cannot be recovered (tampered, or the server secret changed). */
  decrypt(stored: string, owner: { userId: string; apiKey: string }): string | null {
    const [format, iv, tag, data] = stored.split('.');
    if (format !== FORMAT || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(owner));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

function aad(owner: { userId: string; apiKey: string }): Buffer {
  return Buffer.from(`${owner.userId}:${owner.apiKey}`, 'utf8');
}
