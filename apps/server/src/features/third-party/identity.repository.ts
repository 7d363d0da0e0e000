import { randomBytes } from 'node:crypto';
import { THIRD_PARTY, TOKENS } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ThirdPartySignupRow } from '../../db/schema-third-party.js';
import { hashToken } from '../auth/tokens.js';

/** Provider identities of users, and sign-ups waiting for a username (token stored as SHA-256). */
export class IdentityRepository {
  constructor(private readonly db: Db) {}

  async findUserId(provider: string, subject: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('user_identities')
      .select('user_id')
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row?.user_id;
  }

  async link(identity: { provider: string; subject: string; userId: string; email: string }): Promise<void> {
    await this.db
      .insertInto('user_identities')
      .values({
        provider: identity.provider,
        subject: identity.subject,
        user_id: identity.userId,
        email: identity.email,
      })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
      .execute();
  }

  async createSignup(signup: { provider: string; subject: string; email: string; fullName: string }): Promise<string> {
    const token = randomBytes(TOKENS.bytes).toString('base64url');
    // Sign-ups abandoned before a username was chosen are forgotten a day after they expired.
    await this.db
      .deleteFrom('third_party_signups')
      .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    await this.db
      .insertInto('third_party_signups')
      .values({
        token_hash: hashToken(token),
        provider: signup.provider,
        subject: signup.subject,
        email: signup.email,
        full_name: signup.fullName,
        expires_at: new Date(Date.now() + THIRD_PARTY.signupMinutes * 60_000),
      })
      .execute();
    return token;
  }

  /** Uses up a live sign-up token atomically: of two concurrent callers, only one gets the row. */
  consumeSignup(token: string): Promise<ThirdPartySignupRow | undefined> {
    return this.db
      .deleteFrom('third_party_signups')
      .where('token_hash', '=', hashToken(token))
      .where('expires_at', '>', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
  }
}
