import { randomBytes } from 'node:crypto';
import { TOKENS } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserTokenPurpose } from '../../db/schema.js';
import { hashToken } from '../auth/tokens.js';

const HOUR_MS = 60 * 60 * 1000;

/** Verification and reset links: random, single-use, expiring, stored only as SHA-256. */
export class UserTokenRepository {
  constructor(private readonly db: Db) {}

  /** A new token for the user; earlier unused ones of the same purpose stop working. */
  async issue(userId: string, purpose: UserTokenPurpose, ttlHours: number): Promise<string> {
    await this.invalidateAll(userId, purpose);
    const token = randomBytes(TOKENS.bytes).toString('base64url');
    await this.db
      .insertInto('user_tokens')
      .values({
        user_id: userId,
        purpose,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + ttlHours * HOUR_MS),
      })
      .execute();
    return token;
  }

  /** The user of a live token, without using it up. */
  async peek(purpose: UserTokenPurpose, token: string): Promise<string | undefined> {
    const row = await this.live(purpose, token).select('user_id').executeTakeFirst();
    return row?.user_id;
  }

  /** Uses a live token atomically: of two concurrent callers, only one gets the user id. */
  async consume(purpose: UserTokenPurpose, token: string): Promise<string | undefined> {
    const row = await this.db
      .updateTable('user_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  async invalidateAll(userId: string, purpose: UserTokenPurpose): Promise<void> {
    await this.db
      .updateTable('user_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  private live(purpose: UserTokenPurpose, token: string) {
    return this.db
      .selectFrom('user_tokens')
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`);
  }
}
