import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { likePattern } from '../channels/channel.queries.js';
import type { Page } from './paging.js';

export interface UserSearchRow {
  id: string;
  full_name: string;
  user_name: string | null;
  display_photo: string | null;
}

/** People by name or username: verified accounts only; the e-mail is never selected nor matched. */
export class UserSearchRepository {
  constructor(private readonly db: Db) {}

  private matching(term: string | undefined) {
    let q = this.db.selectFrom('users as u').where('u.email_verified_at', 'is not', null);
    if (term) {
      const pattern = likePattern(term);
      q = q.where((eb) => eb.or([eb('u.full_name', 'ilike', pattern), eb('u.user_name', 'ilike', pattern)]));
    }
    return q;
  }

  /** One page, names starting with the term first, then by name; and the count of all matches. */
  async page(term: string | undefined, page: Page): Promise<{ rows: UserSearchRow[]; total: number }> {
    const starts = term ? likePattern(term).slice(1) : '%';
    const [rows, count] = await Promise.all([
      this.matching(term)
        .select(['u.id', 'u.full_name', 'u.user_name', 'u.display_photo'])
        .orderBy(sql`(u.full_name ilike ${starts} or coalesce(u.user_name, '') ilike ${starts})`, 'desc')
        .orderBy('u.full_name')
        .orderBy('u.id')
        .limit(page.limit)
        .offset(page.skip)
        .execute(),
      this.matching(term)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
