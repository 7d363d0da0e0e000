import type { Db } from '../../db/database.js';
import type { ApiCredentialRow, UserRow } from '../../db/schema.js';

export type StoredCredential = Pick<ApiCredentialRow, 'user_id' | 'api_key' | 'secret_hash' | 'secret_encrypted'>;

export class ApiCredentialRepository {
  constructor(private readonly db: Db) {}

  findByUser(userId: string): Promise<ApiCredentialRow | undefined> {
    return this.db.selectFrom('api_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Stores the user's first pair; when another request got there first, keeps theirs. */
  async insertIfAbsent(row: StoredCredential): Promise<void> {
    await this.db
      .insertInto('api_credentials')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  /** Replaces the user's pair in one statement: the old key stops matching at once. */
  async replace(row: StoredCredential): Promise<void> {
    await this.db
      .insertInto('api_credentials')
      .values(row)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          api_key: row.api_key,
          secret_hash: row.secret_hash,
          secret_encrypted: row.secret_encrypted,
        }),
      )
      .execute();
  }

  /** The owner of a key with the stored hash, in one query. */
  async findUserByKey(apiKey: string): Promise<{ user: UserRow; secretHash: string } | undefined> {
    const row = await this.db
      .selectFrom('api_credentials')
      .innerJoin('users', 'users.id', 'api_credentials.user_id')
      .selectAll('users')
      .select('api_credentials.secret_hash')
      .where('api_credentials.api_key', '=', apiKey)
      .executeTakeFirst();
    if (!row) return undefined;
    const { secret_hash: secretHash, ...user } = row;
    return { user, secretHash };
  }
}
