import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';

/** The accounts the contact calls name: by id, e-mail or username (both case-insensitive). */
export class ContactUserRepository {
  constructor(private readonly db: Db) {}

  byId(id: string, runner: Db = this.db): Promise<UserRow | undefined> {
    return runner.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byEmail(email: string, runner: Db = this.db): Promise<UserRow | undefined> {
    return runner
      .selectFrom('users')
      .selectAll()
      .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
      .executeTakeFirst();
  }

  byUserName(userName: string): Promise<Pick<UserRow, 'id'> | undefined> {
    return this.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(user_name) = ${userName.toLowerCase()}`)
      .executeTakeFirst();
  }

  /**
   * Locks the users' rows in id order until the transaction ends, so two calls about the same
   * people (two crossing invitations, say) take turns instead of both passing their checks.
   */
  async lock(trx: Db, userIds: readonly string[]): Promise<void> {
    for (const id of [...new Set(userIds)].sort()) {
      await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    }
  }
}
