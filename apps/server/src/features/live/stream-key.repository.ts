import type { Db } from '../../db/database.js';

/** The stream keys' table: one hashed key per member. */
export class StreamKeyRepository {
  constructor(private readonly db: Db) {}

  async exists(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('stream_keys')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Stores the member's key, replacing the old one in the same statement: it stops matching at once. */
  async replace(userId: string, keyHash: string): Promise<void> {
    await this.db
      .insertInto('stream_keys')
      .values({ user_id: userId, key_hash: keyHash })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ key_hash: keyHash, created_at: new Date() }))
      .execute();
  }

  /** The member holding this key, if any. */
  async ownerOf(keyHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('stream_keys')
      .select('user_id')
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
    return row?.user_id;
  }
}
