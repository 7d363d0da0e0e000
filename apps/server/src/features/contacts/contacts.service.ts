import type { Contact, QueryOf, api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { afterCommit, inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { Actor } from '../../http/actor.js';
import { paged, type Paged } from '../../lib/paging.js';
import type { ContactEvents } from './contact-events.js';
import type { ContactUserRepository } from './contact-user.repository.js';
import { toContactDto } from './contact.mapper.js';
import type { ContactRepository } from './contact.repository.js';

type ListQuery = QueryOf<typeof api.contacts.list>;

export interface ContactsServiceDeps {
  db: Db;
  users: ContactUserRepository;
  contacts: ContactRepository;
  realtime: RealtimeHub;
  events: ContactEvents;
}

/** A user's contacts, and ending a contact. */
export class ContactsService {
  constructor(private readonly d: ContactsServiceDeps) {}

  /**
   * One's own contacts in full; someone else's only where they are the caller's contacts too, so
   * nobody learns of (or sees the e-mail of) a person they are not in contact with. Without a
   * username, the caller's own.
   */
  async list(caller: Actor, userName: string | undefined, query: ListQuery): Promise<Paged<Contact>> {
    const callerId = caller.user.id;
    const owner = userName === undefined ? { id: callerId } : await this.d.users.byUserName(userName);
    if (!owner) throw new AppError('USER_NOT_FOUND');
    const { rows, total } = await this.d.contacts.page({
      ownerId: owner.id,
      sharedWith: owner.id === callerId ? null : callerId,
      searchTerm: query.searchTerm,
      limit: query.limit,
      skip: query.skip,
    });
    const online =
      rows.length === 0 ? new Set<string>() : await this.d.realtime.onlineAmong(rows.map((r) => r.user_id));
    return paged(
      rows.map((row) => toContactDto(row, online.has(row.user_id))),
      total,
      query,
    );
  }

  /** `id` is the contact's user id, or the id of the caller's contact row naming them. */
  async remove(caller: Actor, id: string): Promise<void> {
    const callerId = caller.user.id;
    const contactUserId = (await this.d.contacts.contactUserOf(callerId, id)) ?? id;
    const removed = await inTransaction(this.d.db, async (trx) => {
      await this.d.users.lock(trx, [callerId, contactUserId]);
      const count = await this.d.contacts.removePair(trx, callerId, contactUserId);
      if (count > 0) await afterCommit(trx, () => this.d.events.changed([callerId, contactUserId]));
      return count;
    });
    if (removed === 0) throw new AppError('CONTACT_NOT_FOUND');
  }
}
