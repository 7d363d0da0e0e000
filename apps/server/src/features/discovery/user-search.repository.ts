import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { likePattern, visibleChannels } from '../channels/channel.queries.js';
import type { Page } from '../../lib/paging.js';

export interface UserSearchRow {
  id: string;
  full_name: string;
  user_name: string | null;
  display_photo: string | null;
  invited: boolean;
  contact_user_id: string | null;
}

export interface UserSearchFilter {
  callerId: string;
  term?: string;
  /** Only the caller's contacts. */
  contactsOnly: boolean;
  excludeIds: readonly string[];
  /** Leave out its followers; `invited` then means a pending invitation to it. */
  channelId?: string;
}

/**
 * People by name or username: verified accounts other than the caller, with where each stands
 * with the caller. The e-mail is never selected, nor matched against the term; it is only compared
 * with invitations, which are addressed to e-mails.
 */
export class UserSearchRepository {
  constructor(private readonly db: Db) {}

  async channelVisible(userId: string, channelId: string): Promise<boolean> {
    const row = await visibleChannels(this.db, userId).select('c.id').where('c.id', '=', channelId).executeTakeFirst();
    return row !== undefined;
  }

  private matching(filter: UserSearchFilter) {
    const { callerId, term, channelId } = filter;
    let q = this.db
      .selectFrom('users as u')
      .leftJoin('contacts as ct', (join) =>
        join.onRef('ct.contact_user_id', '=', 'u.id').on('ct.user_id', '=', callerId),
      )
      .where('u.email_verified_at', 'is not', null)
      .where('u.id', '!=', callerId);
    if (term) {
      const pattern = likePattern(term);
      q = q.where((eb) => eb.or([eb('u.full_name', 'ilike', pattern), eb('u.user_name', 'ilike', pattern)]));
    }
    if (filter.contactsOnly) q = q.where('ct.id', 'is not', null);
    if (filter.excludeIds.length > 0) q = q.where('u.id', 'not in', filter.excludeIds);
    if (channelId) {
      q = q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user_channels as uc')
              .select('uc.id')
              .whereRef('uc.user_id', '=', 'u.id')
              .where('uc.channel_id', '=', channelId),
          ),
        ),
      );
    }
    return q;
  }

  /** One page, names starting with the term first, then by name; and the count of all matches. */
  async page(filter: UserSearchFilter, page: Page): Promise<{ rows: UserSearchRow[]; total: number }> {
    const { callerId, term, channelId } = filter;
    const starts = term ? likePattern(term).slice(1) : '%';
    const pending = sql<boolean>`i.response is null and lower(i.email) = lower(u.email)`;
    const invited = channelId
      ? sql<boolean>`exists (select 1 from invitations i
          where i.type = 'CHANNEL' and i.channel_id = ${channelId} and ${pending})`
      : sql<boolean>`exists (select 1 from invitations i
          where i.type = 'CONTACT' and i.created_by = ${callerId} and i.response is null
            and (i.invitee_id = u.id or lower(i.email) = lower(u.email)))`;
    const [rows, count] = await Promise.all([
      this.matching(filter)
        .select(['u.id', 'u.full_name', 'u.user_name', 'u.display_photo', 'ct.contact_user_id', invited.as('invited')])
        .orderBy(sql`(u.full_name ilike ${starts} or coalesce(u.user_name, '') ilike ${starts})`, 'desc')
        .orderBy('u.full_name')
        .orderBy('u.id')
        .limit(page.limit)
        .offset(page.skip)
        .execute(),
      this.matching(filter)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
