import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';

/** The queries of profile pages and edits that the shared user repository does not have. */
export class ProfileRepository {
  constructor(private readonly db: Db) {}

  findByUserName(userName: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(user_name)`, '=', userName.toLowerCase())
      .executeTakeFirst();
  }

  /** Whether someone other than `exceptId` has this username, case-insensitively. */
  async userNameTakenByOther(userName: string, exceptId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(user_name)`, '=', userName.toLowerCase())
      .where('id', '!=', exceptId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
