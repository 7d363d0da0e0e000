import type { BodyOf, Invitation, QueryOf, api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { MembershipRepository } from '../places/membership.repository.js';
import type { MailGuard } from '../mail/mail-guard.js';
import { CHANNEL_PLACE, ZONE_PLACE } from '../places/place-kind.js';
import { requireFlag } from '../places/place-permissions.js';
import { invitationMail, type InvitationPlaceName } from '../mail/mail.templates.js';
import type { Mailer } from '../mail/mailer.js';
import type { ZoneAccess } from '../zones/zone-access.js';
import type { ZoneRepository } from '../zones/zone.repository.js';
import { lockVisibleChannel } from './invitation-places.js';
import type { InvitationViewRepository } from './invitation-view.repository.js';
import { toInvitationDto } from './invitation.mapper.js';
import type { InvitationPlace, InvitationRepository } from './invitation.repository.js';

type Response = BodyOf<typeof api.zones.respondToInvitation>;
type Page = QueryOf<typeof api.userCommunity.invitations>;

export interface InvitationDeps {
  db: Db;
  invitations: InvitationRepository;
  views: InvitationViewRepository;
  zones: ZoneRepository;
  zoneAccess: ZoneAccess;
  memberships: MembershipRepository;
  mailer: Mailer;
  mailGuard: MailGuard;
  appUrl: URL;
}

/**
 * Invitations to zones and channels, by e-mail. Each one is mailed through the job queue in the
 * transaction that stores it, counted against the inviter's mail allowance once it is valid. The
 * invitee answers once; accepting makes them a USER.
 */
export class InvitationService {
  constructor(private readonly d: InvitationDeps) {}

  async inviteToZone(actor: Actor, zoneId: string, email: string, ip: string): Promise<void> {
    const inviter = actor.user;
    await inTransaction(this.d.db, async (trx) => {
      await this.d.zones.lock(trx, zoneId);
      const { place: zone } = await this.d.zoneAccess.permitted(inviter.id, zoneId, 'canInvite', trx);
      const place = { type: 'ZONE', zoneId } as const;
      if (await this.d.invitations.isMember(email, place, trx)) throw new AppError('USER_ALREADY_MEMBER_OF_ZONE');
      if (await this.d.invitations.pending(trx, email, place)) throw new AppError('USER_ALREADY_INVITED_TO_ZONE');
      await this.store(trx, { inviter, email, ip, place }, { kind: 'zone', name: zone.name, zoneName: zone.name });
    });
  }

  async inviteToChannel(actor: Actor, channelId: string, email: string, ip: string): Promise<void> {
    const inviter = actor.user;
    await inTransaction(this.d.db, async (trx) => {
      const channel = await lockVisibleChannel(trx, inviter.id, channelId);
      if (!channel) throw new AppError('CHANNEL_NOT_FOUND');
      const membership = await this.d.memberships.membership(CHANNEL_PLACE, inviter.id, channelId, trx);
      requireFlag(CHANNEL_PLACE, membership?.role, 'canInvite');
      const place = { type: 'CHANNEL', zoneId: channel.zone_id, channelId } as const;
      if (await this.d.invitations.isMember(email, place, trx)) throw new AppError('USER_ALREADY_MEMBER_OF_CHANNEL');
      if (await this.d.invitations.pending(trx, email, place)) throw new AppError('USER_ALREADY_INVITED_TO_CHANNEL');
      await this.store(
        trx,
        { inviter, email, ip, place },
        { kind: 'channel', name: channel.name, zoneName: channel.zone_name },
      );
    });
  }

  /** Stores the invitation and queues its mail, counted against the inviter's mail allowance. */
  private async store(
    trx: Db,
    sent: { inviter: Actor['user']; email: string; ip: string; place: InvitationPlace },
    name: InvitationPlaceName,
  ): Promise<void> {
    const { inviter, email, ip, place } = sent;
    await this.d.mailGuard.accountSend(ip, inviter.id);
    const invitation = await this.d.invitations.insert(trx, inviter.id, email, place);
    await this.d.mailer.send(invitationMail(this.d.appUrl, email, inviter.full_name, name, invitation.id), trx);
  }

  /**
   * Only the invitee answers, once (else INVITATION_NOT_FOUND). Accepting adds them as a USER of
   * the zone, or of the channel and its zone; the invitation is kept with its response.
   */
  async respond(actor: Actor, type: 'ZONE' | 'CHANNEL', input: Response): Promise<Invitation> {
    const { user } = actor;
    await this.d.db.transaction().execute(async (trx) => {
      const invitation = await this.d.invitations.lockPending(trx, input.invitationId, user.email, type);
      if (!invitation) throw new AppError('INVITATION_NOT_FOUND');
      if (input.status === 'ACCEPTED' && invitation.zone_id) {
        await this.d.memberships.addMember(ZONE_PLACE, trx, user.id, invitation.zone_id, 'USER');
        if (invitation.channel_id) {
          await this.d.memberships.addMember(CHANNEL_PLACE, trx, user.id, invitation.channel_id, 'USER');
        }
      }
      await this.d.invitations.answer(trx, invitation.id, input.status);
    });
    const view = await this.d.views.byId(input.invitationId);
    if (!view) throw new AppError('INVITATION_NOT_FOUND');
    return toInvitationDto(view);
  }

  async received(actor: Actor, page: Page) {
    const { rows, total } = await this.d.views.received(actor.user, page);
    return { data: rows.map(toInvitationDto), total, limit: page.limit, skip: page.skip };
  }
}
