import { SESSION } from '@plaza/contract';
import type { SessionTokens } from '../../http/cookies.js';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from './actor.js';
import type { SessionRepository } from './session.repository.js';
import { hashToken, newRefreshToken, type AccessTokens } from './tokens.js';

export interface ClientMeta {
  userAgent: string | null;
  ip: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sessions: an access token (short-lived JWT) and a refresh token (opaque, stored hashed) that
 * rotates on every use. Presenting a refresh token that was already used means it was copied,
 * so the whole session (the token family) is revoked.
 */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly accessTokens: AccessTokens,
  ) {}

  async start(userId: string, meta: ClientMeta): Promise<SessionTokens> {
    const sessionId = await this.sessions.create(userId, meta);
    return this.issue(userId, sessionId);
  }

  async refresh(refreshToken: string | undefined): Promise<SessionTokens> {
    if (!refreshToken) throw new AppError('INVALID_REFRESH_TOKEN');
    const result = await this.sessions.consumeRefreshToken(hashToken(refreshToken), new Date());
    if (!result) throw new AppError('INVALID_REFRESH_TOKEN');
    if ('reused' in result) {
      await this.sessions.revoke(result.reused);
      throw new AppError('INVALID_REFRESH_TOKEN');
    }
    return this.issue(result.userId, result.sessionId);
  }

  /** Ends the session named by either token; unknown or already-ended sessions are fine. */
  async end(accessToken: string | undefined, refreshToken: string | undefined): Promise<void> {
    const claims = accessToken ? await this.accessTokens.verify(accessToken) : null;
    const sessionId =
      claims?.sessionId ?? (refreshToken ? await this.sessions.findByRefreshHash(hashToken(refreshToken)) : undefined);
    if (sessionId) await this.sessions.revoke(sessionId);
  }

  /** Ends every session of a user except `keep`: copied tokens stop working after a password change. */
  async endAllOfUser(userId: string, keep: string | null = null): Promise<void> {
    await this.sessions.revokeAllOfUser(userId, keep);
  }

  async authenticate(accessToken: string | undefined): Promise<AuthState> {
    if (!accessToken) return { actor: null, problem: null };
    const claims = await this.accessTokens.verify(accessToken);
    if (!claims) return { actor: null, problem: 'INVALID_JWT' };
    const user = await this.sessions.findActiveUser(claims.sessionId, claims.userId);
    if (!user) return { actor: null, problem: 'INVALID_JWT' };
    return { actor: { user, sessionId: claims.sessionId, via: 'session' }, problem: null };
  }

  private async issue(userId: string, sessionId: string): Promise<SessionTokens> {
    const refresh = newRefreshToken();
    await this.sessions.addRefreshToken(
      sessionId,
      refresh.hash,
      new Date(Date.now() + SESSION.refreshTokenDays * DAY_MS),
    );
    const accessToken = await this.accessTokens.sign({ userId, sessionId });
    return { accessToken, refreshToken: refresh.token };
  }
}
