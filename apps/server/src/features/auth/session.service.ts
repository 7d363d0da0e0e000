import { SESSION } from '@plaza/contract';
import type { SessionTokens } from '../../http/cookies.js';
import { AppError } from '../../http/app-error.js';
import { addressKey } from '../../lib/address-key.js';
import type { AuthState } from '../../http/actor.js';
import type { SessionRepository } from './session.repository.js';
import { hashToken, newRefreshToken, type AccessTokens } from './tokens.js';

export interface ClientMeta {
  userAgent: string | null;
  ip: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Told of sessions just revoked, whichever way; must not throw. */
export type SessionsEnded = (sessionIds: readonly string[]) => Promise<void>;

/** What a logout may name its session by: access tokens (Bearer, cookie) and refresh tokens (body, cookie). */
export interface SessionNames {
  accessTokens: readonly (string | undefined)[];
  refreshTokens: readonly (string | undefined)[];
}

/**
 * Sessions: an access token (short-lived JWT) and a refresh token (opaque, stored hashed) that
 * rotates on every use. Presenting a refresh token that was already used means it was copied,
 * so the whole session (the token family) is revoked. Every revocation goes through `revoked`,
 * which tells the listeners (the realtime server closes the sessions' sockets).
 */
export class SessionService {
  private readonly listeners: SessionsEnded[] = [];

  constructor(
    private readonly sessions: SessionRepository,
    private readonly accessTokens: AccessTokens,
  ) {}

  async start(userId: string, meta: ClientMeta): Promise<SessionTokens> {
    const sessionId = await this.sessions.create(userId, meta);
    return this.issue(userId, sessionId);
  }

  /** Calls `listener` after every revocation with the ids of the sessions it ended. */
  onEnded(listener: SessionsEnded): void {
    this.listeners.push(listener);
  }

  async refresh(refreshToken: string | undefined): Promise<SessionTokens> {
    if (!refreshToken) throw new AppError('INVALID_REFRESH_TOKEN');
    const result = await this.sessions.consumeRefreshToken(hashToken(refreshToken), new Date());
    if (!result) throw new AppError('INVALID_REFRESH_TOKEN');
    if ('reused' in result) {
      await this.revoked(await this.sessions.revoke(result.reused));
      throw new AppError('INVALID_REFRESH_TOKEN');
    }
    return this.issue(result.userId, result.sessionId);
  }

  /**
   * Ends every session named by these tokens (a logout may name its session by any of them);
   * unknown or already-ended sessions are fine. An expired access token still names its session.
   */
  async end(names: SessionNames): Promise<void> {
    const ids = new Set<string>();
    for (const token of names.accessTokens) {
      const sessionId = token ? await this.accessTokens.sessionOf(token) : null;
      if (sessionId) ids.add(sessionId);
    }
    for (const token of names.refreshTokens) {
      const sessionId = token ? await this.sessions.findByRefreshHash(hashToken(token)) : undefined;
      if (sessionId) ids.add(sessionId);
    }
    for (const sessionId of ids) await this.revoked(await this.sessions.revoke(sessionId));
  }

  /** Ends every session of a user except `keep`: copied tokens stop working after a password change. */
  async endAllOfUser(userId: string, keep: string | null = null): Promise<void> {
    await this.revoked(await this.sessions.revokeAllOfUser(userId, keep));
  }

  /** Whether one of the user's latest sessions was started from this network (`addressKey` form). */
  async startedFrom(userId: string, network: string): Promise<boolean> {
    const addresses = await this.sessions.recentAddresses(userId);
    return addresses.some((ip) => addressKey(ip) === network);
  }

  /** Of these sessions, those still live. */
  liveAmong(sessionIds: readonly string[]): Promise<Set<string>> {
    return this.sessions.liveAmong(sessionIds);
  }

  async authenticate(accessToken: string | undefined): Promise<AuthState> {
    if (!accessToken) return { actor: null, problem: null };
    const claims = await this.accessTokens.verify(accessToken);
    if (!claims) return { actor: null, problem: 'INVALID_JWT' };
    const user = await this.sessions.findActiveUser(claims.sessionId, claims.userId);
    if (!user) return { actor: null, problem: 'INVALID_JWT' };
    return { actor: { user, sessionId: claims.sessionId, via: 'session', site: null }, problem: null };
  }

  private async revoked(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await Promise.all(this.listeners.map((listener) => listener(sessionIds)));
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
