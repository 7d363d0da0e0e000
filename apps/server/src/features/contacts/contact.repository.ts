import type { Db } from '../../db/database.js';
import { likePattern } from '../channels/channel.queries.js';

export interface ContactListFilter {
  /** Whose contacts. */
  ownerId: string;
  /** When set (someone else's list), only the contacts this user has too. */
  sharedWith: string | null;
  searchTerm?: string | undefined;
  limit: number;
  skip: number;
}

/** A contact is two rows, one per side; every write here changes both. */
export class ContactRepository {
  constructor(private readonly db: Db) {}

  async exists(userId: string, contactUserId: string, runner: Db = this.db): Promise<boolean> {
    const row = await runner
      .selectFrom('contacts')
      .select('id')
      .where('user_id', '=', userId)
      .where('contact_user_id', '=', contactUserId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The users the user has as contacts. */
  async contactUserIds(userId: string, runner: Db = this.db): Promise<string[]> {
    const rows = await runner.selectFrom('contacts').select('contact_user_id').where('user_id', '=', userId).execute();
    return rows.map((r) => r.contact_user_id);
  }

  async addPair(runner: Db, a: string, b: string): Promise<void> {
    await runner
      .insertInto('contacts')
      .values([
        { user_id: a, contact_user_id: b },
        { user_id: b, contact_user_id: a },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'contact_user_id']).doNothing())
      .execute();
  }

  /** Removes both rows; answers how many there were. */
  /** The user a contact row of the caller names, when `contactId` is one. */
  async contactUserOf(userId: string, contactId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('contacts')
      .select('contact_user_id')
      .where('user_id', '=', userId)
      .where('id', '=', contactId)
      .executeTakeFirst();
    return row?.contact_user_id;
  }

  async removePair(runner: Db, a: string, b: string): Promise<number> {
    const deleted = await runner
      .deleteFrom('contacts')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', a), eb('contact_user_id', '=', b)]),
          eb.and([eb('user_id', '=', b), eb('contact_user_id', '=', a)]),
        ]),
      )
      .returning('id')
      .execute();
    return deleted.length;
  }

  /** One page of contacts by full name, and the count of all that match: two queries. */
  async page(filter: ContactListFilter) {
    const [rows, count] = await Promise.all([
      this.matching(filter)
        .select([
          'c.id',
          'c.created_at',
          'u.id as user_id',
          'u.full_name',
          'u.user_name',
          'u.display_photo',
          'u.email',
          'u.last_online_at',
        ])
        .orderBy('u.full_name')
        .orderBy('u.id')
        .limit(filter.limit)
        .offset(filter.skip)
        .execute(),
      this.matching(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  private matching(filter: ContactListFilter) {
    let query = this.db
      .selectFrom('contacts as c')
      .innerJoin('users as u', 'u.id', 'c.contact_user_id')
      .where('c.user_id', '=', filter.ownerId);
    const { sharedWith, searchTerm } = filter;
    if (sharedWith !== null) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('contacts as mine')
            .select('mine.id')
            .where('mine.user_id', '=', sharedWith)
            .whereRef('mine.contact_user_id', '=', 'c.contact_user_id'),
        ),
      );
    }
    if (searchTerm) {
      const pattern = likePattern(searchTerm);
      query = query.where((eb) => eb.or([eb('u.full_name', 'ilike', pattern), eb('u.user_name', 'ilike', pattern)]));
    }
    return query;
  }
}

export type ContactListRow = Awaited<ReturnType<ContactRepository['page']>>['rows'][number];
