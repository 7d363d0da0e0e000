import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Page } from '../../lib/paging.js';

export interface ContactCandidateRow {
  id: string;
  full_name: string;
  user_name: string | null;
  display_photo: string | null;
  invited: boolean;
}

/** How many zones and channels the user in `u` shares with the viewer. */
const sharedCommunities = (viewerId: string) => sql<number>`(
  (select count(*) from user_zones mine join user_zones theirs on theirs.zone_id = mine.zone_id
    where mine.user_id = ${viewerId} and theirs.user_id = u.id)
  + (select count(*) from user_channels mine join user_channels theirs on theirs.channel_id = mine.channel_id
    where mine.user_id = ${viewerId} and theirs.user_id = u.id))`;

/** Whether the viewer's contact invitation to the user in `u` (by id or by their e-mail) is unanswered. */
const invitedBy = (viewerId: string) => sql<boolean>`exists (select 1 from invitations i
  where i.type = 'CONTACT' and i.created_by = ${viewerId} and i.response is null
    and (i.invitee_id = u.id or lower(i.email) = lower(u.email)))`;

/** People who could be suggested: verified, with a username, not yet contacts. E-mail is never selected. */
export class ContactSuggestionRepository {
  constructor(private readonly db: Db) {}

  private candidates(viewerId: string) {
    return (
      this.db
        .selectFrom('users as u')
        .where('u.id', '!=', viewerId)
        .where('u.email_verified_at', 'is not', null)
        .where('u.user_name', 'is not', null)
        // Not someone already in their contacts, nor anyone either of them has blocked.
        .where(
          sql<boolean>`not exists (select 1 from contacts c where c.user_id = ${viewerId} and c.contact_user_id = u.id)`,
        )
        .where(
          sql<boolean>`not exists (select 1 from user_blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = u.id)
          or (b.blocker_id = u.id and b.blocked_id = ${viewerId}))`,
        )
    );
  }

  /** Everyone but the viewer, those sharing the most zones and channels with them first. */
  async page(viewerId: string, page: Page): Promise<{ rows: ContactCandidateRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.candidates(viewerId)
        .select(['u.id', 'u.full_name', 'u.user_name', 'u.display_photo', invitedBy(viewerId).as('invited')])
        .orderBy(sharedCommunities(viewerId), 'desc')
        .orderBy('u.full_name')
        .orderBy('u.id')
        .limit(page.limit)
        .offset(page.skip)
        .execute(),
      this.candidates(viewerId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
