import type { Db } from '../../db/database.js';
import type { QueryShapes } from '../../db/query-shapes.js';
import type { UserRow } from '../../db/schema.js';

/** How many of a user's latest sessions tell which addresses are familiar to the account. */
const RECENT_ADDRESSES = 100;

export class SessionRepository {
  constructor(
    private readonly db: Db,
    private readonly shapes: QueryShapes,
  ) {}

  async create(userId: string, meta: { userAgent: string | null; ip: string | null }): Promise<string> {
    const row = await this.db
      .insertInto('sessions')
      .values({ user_id: userId, user_agent: meta.userAgent, ip: meta.ip })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The user of a live (not revoked) session, in one query; every signed-in request asks it. */
  async findActiveUser(sessionId: string, userId: string): Promise<UserRow | undefined> {
    const query = this.shapes.compile('active session user', { sessionId, userId }, (v) =>
      this.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .where('sessions.id', '=', v.sessionId)
        .where('sessions.user_id', '=', v.userId)
        .where('sessions.revoked_at', 'is', null),
    );
    const { rows } = await this.db.executeQuery(query);
    return rows[0];
  }

  async findByRefreshHash(tokenHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row?.session_id;
  }

  /** Revokes the session; answers its id if it was live until now. */
  async revoke(sessionId: string): Promise<string[]> {
    const rows = await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Revokes every live session of a user but `keep` (if any); answers the ids revoked. */
  async revokeAllOfUser(userId: string, keep: string | null): Promise<string[]> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '!=', keep);
    const rows = await query.returning('id').execute();
    return rows.map((r) => r.id);
  }

  /** The addresses the user's latest sessions were started from. */
  async recentAddresses(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select('ip')
      .where('user_id', '=', userId)
      .where('ip', 'is not', null)
      .orderBy('created_at', 'desc')
      .limit(RECENT_ADDRESSES)
      .execute();
    return rows.map((r) => r.ip!);
  }

  /** Of these sessions, those still live (existing and not revoked). */
  async liveAmong(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', sessionIds)
      .where('revoked_at', 'is', null)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  async addRefreshToken(sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('refresh_tokens')
      .values({ session_id: sessionId, token_hash: tokenHash, expires_at: expiresAt })
      .execute();
  }

  /**
   * Marks a refresh token used, atomically: only the first caller gets the row back. A token
   * that was already used (or belongs to a revoked session) yields its session id as `reused`.
   */
  async consumeRefreshToken(
    tokenHash: string,
    now: Date,
  ): Promise<{ sessionId: string; userId: string } | { reused: string } | null> {
    const consumed = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .from('sessions')
      .whereRef('sessions.id', '=', 'refresh_tokens.session_id')
      .where('refresh_tokens.token_hash', '=', tokenHash)
      .where('refresh_tokens.used_at', 'is', null)
      .where('refresh_tokens.expires_at', '>', now)
      .where('sessions.revoked_at', 'is', null)
      .returning(['sessions.id as sessionId', 'sessions.user_id as userId'])
      .executeTakeFirst();
    if (consumed) return consumed;
    const known = await this.db
      .selectFrom('refresh_tokens')
      .select(['session_id', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return known?.used_at ? { reused: known.session_id } : null;
  }
}
