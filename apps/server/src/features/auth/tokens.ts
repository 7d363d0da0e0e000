import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '@plaza/contract';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const DAY_SECONDS = 24 * 60 * 60;
/** Tokens whose signature was checked, kept (with their expiry) so each is verified once, not per request. */
const VERIFIED_MAX = 10_000;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Access tokens: short-lived signed JWTs naming the user and the session they belong to. */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Genuine tokens by their text, with the `exp` they carry (epoch seconds). A token's signature
   * and issuer never change, so a hit only needs its expiry checked again; the session it names
   * is still looked up on every request, so a revoked session is refused at once.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    secret: string,
    private readonly issuer: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(this.issuer)
      .setIssuedAt()
      .setExpirationTime(`${SESSION.accessTokenMinutes}m`)
      .sign(this.key);
  }

  /** The claims, or null for a token that is malformed, forged or expired. */
  async verify(token: string): Promise<AccessClaims | null> {
    const now = Math.floor(Date.now() / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > now) return known.claims;
      this.verified.delete(token);
      return null;
    }
    const checked = await this.check(token, 0);
    if (!checked) return null;
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, checked);
    return checked.claims;
  }

  /**
   * The session a genuine token names, even expired (up to a refresh token's life): a logout
   * may name its session so, and ending a session is all it can do with it.
   */
  async sessionOf(token: string): Promise<string | null> {
    return (await this.check(token, SESSION.refreshTokenDays * DAY_SECONDS))?.claims.sessionId ?? null;
  }

  private async check(token: string, clockTolerance: number): Promise<{ claims: AccessClaims; exp: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: this.issuer,
        algorithms: ['HS256'],
        clockTolerance,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        return null;
      }
      return { claims: { userId: payload.sub, sessionId: payload.sid }, exp: payload.exp };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
