import type { UnverifiedUser } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import type { Page } from '../../lib/paging.js';

/** Members who signed up and have not verified their e-mail address: what the super admin acts on. */
export class UnverifiedUserRepository {
  constructor(private readonly db: Db) {}

  private unverified() {
    return this.db.selectFrom('users').where('email_verified_at', 'is', null);
  }

  /** One page, newest first. */
  async page(page: Page): Promise<{ rows: UnverifiedUser[]; total: number }> {
    const rows = this.unverified()
      .select(['id', 'full_name', 'email', 'password_hash', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.skip)
      .execute();
    const count = this.unverified()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const [list, counted] = await Promise.all([rows, count]);
    return {
      rows: list.map((row) => ({
        id: row.id,
        fullName: row.full_name,
        email: row.email,
        signIn: row.password_hash ? 'password' : 'wallet',
        createdOn: row.created_at.toISOString(),
      })),
      total: Number(counted.n),
    };
  }

  /** The user, locked until the transaction ends. */
  lock(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** Which of these usernames are taken, lower-cased. */
  async taken(names: string[]): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('users')
      .select(sql<string>`lower(user_name)`.as('name'))
      .where(
        sql`lower(user_name)`,
        'in',
        names.map((name) => name.toLowerCase()),
      )
      .execute();
    return new Set(rows.map((row) => row.name));
  }
}
