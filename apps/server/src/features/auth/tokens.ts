import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '@plaza/contract';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const DAY_SECONDS = 24 * 60 * 60;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Access tokens: short-lived signed JWTs naming the user and the session they belong to. */
export class AccessTokens {
  private readonly key: Uint8Array;

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
  verify(token: string): Promise<AccessClaims | null> {
    return this.claims(token, 0);
  }

  /**
   * The session a genuine token names, even expired (up to a refresh token's life): a logout
   * may name its session so, and ending a session is all it can do with it.
   */
  async sessionOf(token: string): Promise<string | null> {
    return (await this.claims(token, SESSION.refreshTokenDays * DAY_SECONDS))?.sessionId ?? null;
  }

  private async claims(token: string, clockTolerance: number): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: this.issuer,
        algorithms: ['HS256'],
        clockTolerance,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
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
