import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { InvitationRow } from '../../db/schema.js';

/** Where an invitation leads. A channel invitation names the channel's zone too. */
export type InvitationPlace = { type: 'ZONE'; zoneId: string } | { type: 'CHANNEL'; zoneId: string; channelId: string };

const sameEmail = (email: string) => sql<boolean>`lower(i.email) = ${email.toLowerCase()}`;

/** Invitations, addressed to an e-mail (kept in lower case) and answered once. */
export class InvitationRepository {
  constructor(private readonly db: Db) {}

  /** The unanswered invitation of this e-mail to this place, if any. */
  pending(runner: Db, email: string, place: InvitationPlace): Promise<InvitationRow | undefined> {
    let query = runner
      .selectFrom('invitations as i')
      .selectAll('i')
      .where(sameEmail(email))
      .where('i.type', '=', place.type)
      .where('i.response', 'is', null);
    query =
      place.type === 'ZONE'
        ? query.where('i.zone_id', '=', place.zoneId)
        : query.where('i.channel_id', '=', place.channelId);
    return query.orderBy('i.created_at').executeTakeFirst();
  }

  insert(runner: Db, createdBy: string, email: string, place: InvitationPlace): Promise<InvitationRow> {
    return runner
      .insertInto('invitations')
      .values({
        type: place.type,
        created_by: createdBy,
        email: email.toLowerCase(),
        zone_id: place.zoneId,
        channel_id: place.type === 'CHANNEL' ? place.channelId : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** An unanswered invitation of this type addressed to the e-mail, locked until the transaction ends. */
  lockPending(trx: Db, id: string, email: string, type: 'ZONE' | 'CHANNEL'): Promise<InvitationRow | undefined> {
    return trx
      .selectFrom('invitations as i')
      .selectAll('i')
      .where('i.id', '=', id)
      .where('i.type', '=', type)
      .where('i.response', 'is', null)
      .where(sameEmail(email))
      .forUpdate()
      .executeTakeFirst();
  }

  async answer(runner: Db, id: string, response: 'ACCEPTED' | 'REJECTED'): Promise<void> {
    await runner.updateTable('invitations').set({ response, responded_at: new Date() }).where('id', '=', id).execute();
  }

  /** Whether the account with this e-mail (if there is one) belongs to the zone, or follows the channel. */
  async isMember(email: string, place: InvitationPlace, runner: Db = this.db): Promise<boolean> {
    const user = runner
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`);
    const row =
      place.type === 'ZONE'
        ? await runner
            .selectFrom('user_zones')
            .select('id')
            .where('zone_id', '=', place.zoneId)
            .where('user_id', 'in', user)
            .executeTakeFirst()
        : await runner
            .selectFrom('user_channels')
            .select('id')
            .where('channel_id', '=', place.channelId)
            .where('user_id', 'in', user)
            .executeTakeFirst();
    return row !== undefined;
  }
}
