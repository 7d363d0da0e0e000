import type { UserChannel } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { afterCommit, inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { PostSightLoss } from '../chat/live-room-access.js';
import type { MembershipRepository } from '../places/membership.repository.js';
import { toUserChannelDto } from './channel.mapper.js';
import type { ChannelRepository } from './channel.repository.js';
import { CHANNEL_PLACE } from '../places/place-kind.js';

/** The caller's own channel memberships. */
export class UserChannelService {
  constructor(
    private readonly db: Db,
    private readonly channels: ChannelRepository,
    private readonly memberships: MembershipRepository,
    private readonly sight: PostSightLoss,
  ) {}

  /** The channels the caller follows: in one zone when given, else everywhere. */
  async list(actor: Actor, zoneId?: string): Promise<UserChannel[]> {
    const rows = await this.channels.followed(actor.user.id, { zoneId });
    return rows.map(toUserChannelDto);
  }

  /** The caller's membership of one channel, as a reply. */
  async one(actor: Actor, channelId: string, runner?: Db): Promise<UserChannel> {
    const [row] = await this.channels.followed(actor.user.id, { channelId }, runner);
    if (!row) throw new AppError('CHANNEL_NOT_FOUND');
    return toUserChannelDto(row);
  }

  /** Clears a followed channel's unseen count; CHANNEL_NOT_FOUND when the caller does not follow it. */
  async markSeen(actor: Actor, channelId: string): Promise<void> {
    if (!(await this.channels.markSeen(actor.user.id, channelId))) throw new AppError('CHANNEL_NOT_FOUND');
  }

  /**
   * Leaves a channel named by the caller's membership id or by the channel's id (a client written
   * from the spec may send either); only one's own membership, and never as its last owner.
   */
  async unfollow(actor: Actor, id: string): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const found = await this.memberships.membershipById(CHANNEL_PLACE, id, trx);
      const channelId = found && found.userId === actor.user.id ? found.placeId : id;
      await this.channels.lock(trx, channelId);
      // Read again under the lock: the role may have changed meanwhile.
      const membership = await this.memberships.membership(CHANNEL_PLACE, actor.user.id, channelId, trx);
      if (!membership) throw new AppError('CHANNEL_NOT_FOUND');
      if (
        membership.role.role_code === 'OWNER' &&
        (await this.memberships.countOwners(CHANNEL_PLACE, channelId, trx)) <= 1
      ) {
        throw new AppError('OWNER_NOT_EXIST');
      }
      await this.memberships.removeMembership(CHANNEL_PLACE, trx, membership.id);
      await afterCommit(trx, () => this.sight.usersLostSight([actor.user.id]));
    });
  }
}
