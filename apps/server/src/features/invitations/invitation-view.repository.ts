import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Invitations as their invitee sees them: with who sent them and where to, in one query. */
function invitationViews(runner: Db) {
  return runner
    .selectFrom('invitations as i')
    .innerJoin('users as u', 'u.id', 'i.created_by')
    .leftJoin('zones as z', 'z.id', 'i.zone_id')
    .leftJoin('channels as c', 'c.id', 'i.channel_id')
    .select([
      'i.id',
      'i.type',
      'i.response',
      'i.created_at',
      'u.id as creator_id',
      'u.full_name as creator_full_name',
      'u.user_name as creator_user_name',
      'u.display_photo as creator_display_photo',
      'z.id as zone_id',
      'z.name as zone_name',
      'z.subdomain as zone_subdomain',
      'c.id as channel_id',
      'c.name as channel_name',
      'c.zone_id as channel_zone_id',
    ]);
}

export type InvitationView = Awaited<ReturnType<ReturnType<typeof invitationViews>['executeTakeFirstOrThrow']>>;

/**
 * Addressed to the user (by e-mail, or by id for a contact invitation) and still shown: pending or
 * accepted (a rejected one is removed).
 */
const shownTo = (user: Invitee) =>
  sql<boolean>`(lower(i.email) = ${user.email.toLowerCase()} or i.invitee_id = ${user.id})
    and (i.response is null or i.response = 'ACCEPTED')`;

export interface Invitee {
  id: string;
  email: string;
}

export class InvitationViewRepository {
  constructor(private readonly db: Db) {}

  byId(id: string, runner: Db = this.db): Promise<InvitationView | undefined> {
    return invitationViews(runner).where('i.id', '=', id).executeTakeFirst();
  }

  /** One page of what the e-mail's owner received, newest first, and the count of all: two queries. */
  async received(user: Invitee, page: { limit: number; skip: number }) {
    const [rows, count] = await Promise.all([
      invitationViews(this.db)
        .where(shownTo(user))
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(page.limit)
        .offset(page.skip)
        .execute(),
      this.db
        .selectFrom('invitations as i')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(shownTo(user))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
