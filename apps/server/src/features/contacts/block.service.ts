import type { Db } from '../../db/database.js';
import { afterCommit, inTransaction } from '../../db/unit-of-work.js';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { BlockRepository } from './block.repository.js';
import type { ContactEvents } from './contact-events.js';
import type { ContactInvitationRepository } from './contact-invitation.repository.js';
import type { ContactUserRepository } from './contact-user.repository.js';
import type { ContactRepository } from './contact.repository.js';

export interface BlockServiceDeps {
  db: Db;
  users: ContactUserRepository;
  contacts: ContactRepository;
  invitations: ContactInvitationRepository;
  blocks: BlockRepository;
  events: ContactEvents;
}

/** Blocking (spec 02 §6): never oneself; both calls may be repeated. */
export class BlockService {
  constructor(private readonly d: BlockServiceDeps) {}

  /** Blocks them, and ends what the two had: the contact and any pending contact invitation either way. */
  async block(blocker: UserRow, blockedId: string): Promise<void> {
    if (blockedId === blocker.id) throw new AppError('CANT_BLOCK_YOURSELF');
    await inTransaction(this.d.db, async (trx) => {
      const blocked = await this.d.users.byId(blockedId, trx);
      if (!blocked) throw new AppError('USER_NOT_FOUND');
      await this.d.users.lock(trx, [blocker.id, blocked.id]);
      await this.d.blocks.block(trx, blocker.id, blocked.id);
      await this.d.contacts.removePair(trx, blocker.id, blocked.id);
      await this.d.invitations.removePendingBetween(trx, blocker, blocked);
      await afterCommit(trx, () => this.d.events.changed([blocker.id, blockedId]));
    });
  }

  async unblock(blocker: UserRow, blockedId: string): Promise<void> {
    if (blockedId === blocker.id) throw new AppError('CANT_UNBLOCK_YOURSELF');
    const blocked = await this.d.users.byId(blockedId);
    if (!blocked) throw new AppError('USER_NOT_FOUND');
    await this.d.blocks.unblock(this.d.db, blocker.id, blockedId);
  }
}
