import type { Db } from '../../db/database.js';
import { afterCommit, inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { PostSightLoss } from '../chat/live-room-access.js';
import type { MembershipRepository } from '../places/membership.repository.js';
import type { ZoneRepository } from './zone.repository.js';
import { ZONE_PLACE } from '../places/place-kind.js';

/** Leaving a zone. The caller's zone list is ZoneService.listMine. */
export class UserZoneService {
  constructor(
    private readonly db: Db,
    private readonly zones: ZoneRepository,
    private readonly memberships: MembershipRepository,
    private readonly sight: PostSightLoss,
  ) {}

  /**
   * Leaves a zone, and every channel of it, named by the caller's membership id or by the zone's id
   * (a client written from the spec may send either). The last owner of the zone, or of one of its
   * channels, cannot leave (OWNER_NOT_EXIST): someone must be made owner first, or the zone or
   * channel deleted.
   */
  async leave(actor: Actor, id: string): Promise<void> {
    const userId = actor.user.id;
    await inTransaction(this.db, async (trx) => {
      const found = await this.memberships.membershipById(ZONE_PLACE, id, trx);
      const zoneId = found && found.userId === userId ? found.placeId : id;
      await this.zones.lock(trx, zoneId);
      // Read again under the lock: the role may have changed meanwhile.
      const membership = await this.memberships.membership(ZONE_PLACE, userId, zoneId, trx);
      if (!membership) throw new AppError('ZONE_NOT_FOUND');
      if (membership.role.role_code === 'OWNER' && (await this.memberships.countOwners(ZONE_PLACE, zoneId, trx)) <= 1) {
        throw new AppError('OWNER_NOT_EXIST');
      }
      if ((await this.memberships.countChannelsSolelyOwned(userId, zoneId, trx)) > 0) {
        throw new AppError('OWNER_NOT_EXIST');
      }
      await this.memberships.removeZoneMember(trx, userId, zoneId);
      await afterCommit(trx, () => this.sight.usersLostSight([userId]));
    });
  }
}
