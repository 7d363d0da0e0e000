import type { UserProfile } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { Actor } from '../../http/actor.js';
import type { ProfileRelationRepository } from './profile-relation.repository.js';

/**
 * A user's profile as another sees it (spec 02 §2 profile page): the public fields, and where
 * they stand with the caller. E-mail and presence are for oneself and contacts only.
 */
export class ProfileRelationService {
  constructor(
    private readonly relations: ProfileRelationRepository,
    private readonly presence: Pick<RealtimeHub, 'onlineAmong'>,
  ) {}

  /** The profile of the user with this username, or without one the caller's own. */
  async profile(actor: Actor, userName: string | undefined): Promise<UserProfile> {
    const row = await this.relations.find(actor.user, userName === undefined ? { id: actor.user.id } : { userName });
    if (!row) throw new AppError('USER_NOT_FOUND');
    const self = row.id === actor.user.id;
    const reveal = self || row.is_in_contact;
    const online = reveal ? (await this.presence.onlineAmong([row.id])).has(row.id) : null;
    const email = reveal ? row.email : null;
    return {
      id: row.id,
      fullName: row.full_name,
      userName: row.user_name,
      displayPhoto: row.display_photo,
      email,
      isInContact: row.is_in_contact,
      contactUserId: row.is_in_contact ? row.id : null,
      invited: row.invited,
      relation: {
        self,
        isInContact: row.is_in_contact,
        invited: row.invited,
        invitationReceivedId: row.invitation_received_id,
        blocked: row.blocked,
        email,
        online,
        lastOnlineDate: reveal && row.last_online_at ? row.last_online_at.toISOString() : null,
        contactsCount: Number(row.contacts_count),
        mutualContactsCount: Number(row.mutual_contacts_count),
      },
    };
  }
}
