import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface ProfileRelationRow {
  id: string;
  full_name: string;
  user_name: string | null;
  display_photo: string | null;
  email: string;
  last_online_at: Date | null;
  is_in_contact: boolean;
  invited: boolean;
  invitation_received_id: string | null;
  blocked: boolean;
  contacts_count: string | number;
  mutual_contacts_count: string | number;
}

/**
 * A user found by username (or id) with where they stand with the caller, in one query (correlated
 * subqueries, each on an indexed key). Contacts are one row per side, so "their contacts" and
 * "mine" are both lookups by user_id.
 */
export class ProfileRelationRepository {
  constructor(private readonly db: Db) {}

  find(
    caller: { id: string; email: string },
    who: { userName: string } | { id: string },
  ): Promise<ProfileRelationRow | undefined> {
    const me = caller.id;
    return this.db
      .selectFrom('users as u')
      .where(
        'userName' in who ? sql`lower(u.user_name)` : sql`u.id`,
        '=',
        'userName' in who ? who.userName.toLowerCase() : who.id,
      )
      .select([
        'u.id',
        'u.full_name',
        'u.user_name',
        'u.display_photo',
        'u.email',
        'u.last_online_at',
        sql<boolean>`exists (select 1 from contacts c where c.user_id = ${me} and c.contact_user_id = u.id)`.as(
          'is_in_contact',
        ),
        sql<boolean>`exists (select 1 from invitations i
          where i.type = 'CONTACT' and i.created_by = ${me} and i.response is null
            and (i.invitee_id = u.id or lower(i.email) = lower(u.email)))`.as('invited'),
        sql<string | null>`(select i.id from invitations i
          where i.type = 'CONTACT' and i.created_by = u.id and i.response is null
            and (i.invitee_id = ${me} or lower(i.email) = ${caller.email.toLowerCase()})
          order by i.created_at desc limit 1)`.as('invitation_received_id'),
        sql<boolean>`exists (select 1 from user_blocks b where b.blocker_id = ${me} and b.blocked_id = u.id)`.as(
          'blocked',
        ),
        sql<string>`(select count(*) from contacts c where c.user_id = u.id)`.as('contacts_count'),
        sql<string>`(select count(*) from contacts theirs
          join contacts mine on mine.contact_user_id = theirs.contact_user_id and mine.user_id = ${me}
          where theirs.user_id = u.id)`.as('mutual_contacts_count'),
      ])
      .executeTakeFirst();
  }
}
