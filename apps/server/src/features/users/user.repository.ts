import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema.js';

export class UserRepository {
  constructor(private readonly db: Db) {}

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Matches an e-mail or a username, case-insensitively. */
  findByEmailOrUserName(value: string): Promise<UserRow | undefined> {
    const lowered = value.toLowerCase();
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb(sql`lower(email)`, '=', lowered), eb(sql`lower(user_name)`, '=', lowered)]))
      .executeTakeFirst();
  }

  /** Whether any user exists at all (cheaper than a count). */
  async any(): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async userNameExists(userName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(user_name)`, '=', userName.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async update(id: string, changes: UserUpdate): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  insert(user: NewUser): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }
}
