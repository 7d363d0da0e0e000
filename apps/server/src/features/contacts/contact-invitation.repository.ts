import type { Db } from '../../db/database.js';
import { sql } from 'kysely';
import type { InvitationRow } from '../../db/schema.js';

/** A person an invitation may be addressed to: a member (id and e-mail) or only an e-mail. */
export interface Addressee {
  id: string | null;
  email: string;
}

/**
 * Addressed to them: it names them, or it was sent to their e-mail (an invitation by e-mail to
 * someone without an account reaches whoever registers with that address).
 */
const addressedTo = (to: Addressee) =>
  to.id === null
    ? sql<boolean>`lower(i.email) = ${to.email.toLowerCase()}`
    : sql<boolean>`(i.invitee_id = ${to.id} or lower(i.email) = ${to.email.toLowerCase()})`;

/** Contact invitations: rows of `invitations` of type CONTACT, with no zone or channel. */
export class ContactInvitationRepository {
  /** Whether `from` has an unanswered contact invitation to `to`. */
  async hasPending(runner: Db, fromId: string, to: Addressee): Promise<boolean> {
    const row = await runner
      .selectFrom('invitations as i')
      .select('i.id')
      .where('i.type', '=', 'CONTACT')
      .where('i.response', 'is', null)
      .where('i.created_by', '=', fromId)
      .where(addressedTo(to))
      .executeTakeFirst();
    return row !== undefined;
  }

  insert(runner: Db, createdBy: string, to: Addressee): Promise<InvitationRow> {
    return runner
      .insertInto('invitations')
      .values({ type: 'CONTACT', created_by: createdBy, email: to.email.toLowerCase(), invitee_id: to.id })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The unanswered contact invitation addressed to the user; with `lock`, locked until the transaction ends. */
  pendingFor(
    trx: Db,
    id: string,
    user: { id: string; email: string },
    lock = false,
  ): Promise<InvitationRow | undefined> {
    const query = trx
      .selectFrom('invitations as i')
      .selectAll('i')
      .where('i.id', '=', id)
      .where('i.type', '=', 'CONTACT')
      .where('i.response', 'is', null)
      .where(addressedTo(user));
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  }

  /** Stores the answer, and who gave it (an invitation sent to an e-mail names its member from now on). */
  async answer(runner: Db, id: string, userId: string, response: 'ACCEPTED' | 'REJECTED'): Promise<void> {
    await runner
      .updateTable('invitations')
      .set({ response, responded_at: new Date(), invitee_id: userId })
      .where('id', '=', id)
      .execute();
  }

  /** Drops the unanswered contact invitations between the two, either way. */
  async removePendingBetween(runner: Db, a: Addressee & { id: string }, b: Addressee & { id: string }) {
    await runner
      .deleteFrom('invitations as i')
      .where('i.type', '=', 'CONTACT')
      .where('i.response', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('i.created_by', '=', a.id), addressedTo(b)]),
          eb.and([eb('i.created_by', '=', b.id), addressedTo(a)]),
        ]),
      )
      .execute();
  }
}
