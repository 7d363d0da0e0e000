import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The queries of profile pages and edits that the shared user repository does not have. */
export class ProfileRepository {
  constructor(private readonly db: Db) {}

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
