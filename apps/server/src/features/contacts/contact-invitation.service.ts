import { CONTACT, type BodyOf, type Invitation, type api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { afterCommit, inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limiter.js';
import type { InvitationViewRepository } from '../invitations/invitation-view.repository.js';
import type { MailGuard } from '../mail/mail-guard.js';
import { toInvitationDto } from '../invitations/invitation.mapper.js';
import { contactInvitationMail } from '../mail/mail.templates.js';
import type { Mailer } from '../mail/mailer.js';
import type { Notifier } from '../notifications/notifier.js';
import type { BlockRepository } from './block.repository.js';
import type { ContactEvents } from './contact-events.js';
import type { ContactInvitationRepository } from './contact-invitation.repository.js';
import type { ContactUserRepository } from './contact-user.repository.js';
import type { ContactRepository } from './contact.repository.js';

type InviteBody = BodyOf<typeof api.contacts.invite>;
type ResponseBody = BodyOf<typeof api.contacts.respond>;

const HOUR_MS = 60 * 60 * 1000;

export interface ContactInvitationDeps {
  db: Db;
  users: ContactUserRepository;
  contacts: ContactRepository;
  invitations: ContactInvitationRepository;
  views: InvitationViewRepository;
  blocks: BlockRepository;
  notifier: Notifier;
  events: ContactEvents;
  mailer: Mailer;
  /** Invitations by e-mail also count against the inviter's mail allowance. */
  mailGuard: MailGuard;
  limiter: RateLimiter;
  appUrl: URL;
  /** Invitations one user may send per hour. */
  invitesPerHour?: number;
}

/**
 * Contact invitations (spec 02 §7). A member gets an invitation and a notification; anyone else
 * an e-mail inviting them to join, whose invitation waits for whoever registers with the address.
 */
export class ContactInvitationService {
  private readonly invitesPerHour: number;

  constructor(private readonly d: ContactInvitationDeps) {
    this.invitesPerHour = d.invitesPerHour ?? CONTACT.invitesPerHour;
  }

  async invite(inviter: UserRow, input: InviteBody, ip: string): Promise<'contact' | 'email'> {
    return inTransaction(this.d.db, async (trx) => {
      const target = input.userId
        ? await this.d.users.byId(input.userId, trx)
        : await this.d.users.byEmail(input.email!, trx);
      if (input.userId && !target) throw new AppError('USER_NOT_FOUND');
      if (!target) {
        await this.inviteByEmail(trx, inviter, input.email!.toLowerCase(), ip);
        return 'email' as const;
      }
      await this.inviteMember(trx, inviter, target);
      return 'contact' as const;
    });
  }

  private async inviteMember(trx: Db, inviter: UserRow, target: UserRow): Promise<void> {
    if (target.id === inviter.id) throw new AppError('CONTACT_ELIGIBILITY_ERROR');
    await this.d.users.lock(trx, [inviter.id, target.id]);
    if (await this.d.blocks.isBlockedBy(inviter.id, target.id, trx)) throw new AppError('USER_BLOCKED_YOU');
    if (await this.d.contacts.exists(inviter.id, target.id, trx)) throw new AppError('USER_ALREADY_IN_CONTACTS');
    if (await this.d.invitations.hasPending(trx, inviter.id, target)) {
      throw new AppError('INVITATION_ALREADY_SENT_FOR_USER');
    }
    if (await this.d.invitations.hasPending(trx, target.id, inviter)) {
      throw new AppError('INVITATION_ALREADY_RECEIVED_FROM_USER');
    }
    await this.countInvite(inviter.id);
    // Inviting someone one had blocked means wanting them back: the block is lifted.
    await this.d.blocks.unblock(trx, inviter.id, target.id);
    const invitation = await this.d.invitations.insert(trx, inviter.id, target);
    await this.d.notifier.add(trx, [
      { userId: target.id, type: 'contact_request_received', createdBy: inviter.id, invitationId: invitation.id },
    ]);
  }

  private async inviteByEmail(trx: Db, inviter: UserRow, email: string, ip: string): Promise<void> {
    // The inviter's row serialises their invitations, so the same address cannot be invited twice at once.
    await this.d.users.lock(trx, [inviter.id]);
    if (await this.d.invitations.hasPending(trx, inviter.id, { id: null, email })) {
      throw new AppError('INVITATION_ALREADY_SENT_FOR_USER');
    }
    await this.countInvite(inviter.id);
    await this.d.mailGuard.accountSend(ip, inviter.id);
    await this.d.invitations.insert(trx, inviter.id, { id: null, email });
    await this.d.mailer.send(
      contactInvitationMail(this.d.appUrl, email, { fullName: inviter.full_name, userName: inviter.user_name }),
      trx,
    );
  }

  /** Counted only once the invitation is valid, so refusals do not use up the allowance. */
  private async countInvite(userId: string): Promise<void> {
    await enforceLimit(this.d.limiter, `contact-invite:${userId}`, this.invitesPerHour, HOUR_MS);
  }

  /**
   * Only the invitee answers a pending contact invitation, once (else CONTACT_INVITATION_NOT_FOUND).
   * Accepting makes them contacts and tells the inviter; a rejected one leaves the lists.
   */
  async respond(user: UserRow, input: ResponseBody): Promise<Invitation> {
    await inTransaction(this.d.db, async (trx) => {
      const found = await this.d.invitations.pendingFor(trx, input.contactInvitationId, user);
      if (!found) throw new AppError('CONTACT_INVITATION_NOT_FOUND');
      // The pair's rows first, as every contact write takes them: a block at the same moment waits.
      await this.d.users.lock(trx, [user.id, found.created_by]);
      const invitation = await this.d.invitations.pendingFor(trx, found.id, user, true);
      if (!invitation) throw new AppError('CONTACT_INVITATION_NOT_FOUND');
      await this.d.invitations.answer(trx, invitation.id, user.id, input.status);
      if (input.status === 'ACCEPTED') {
        await this.d.contacts.addPair(trx, user.id, invitation.created_by);
        await this.d.notifier.add(trx, [
          {
            userId: invitation.created_by,
            type: 'contact_request_accepted',
            createdBy: user.id,
            invitationId: invitation.id,
          },
        ]);
        await afterCommit(trx, () => this.d.events.connected(user.id, invitation.created_by));
      }
    });
    const view = await this.d.views.byId(input.contactInvitationId);
    if (!view) throw new AppError('CONTACT_INVITATION_NOT_FOUND');
    return toInvitationDto(view);
  }
}
