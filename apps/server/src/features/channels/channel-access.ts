import type { Db } from '../../db/database.js';
import type { ChannelPermissionKey } from '@plaza/contract';
import type { ChannelRoleRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { MembershipRepository } from '../community/membership.repository.js';
import { requireChannelFlag } from '../community/permissions.js';
import type { ChannelViewRow } from './channel.queries.js';
import type { ChannelRepository } from './channel.repository.js';

/**
 * The checks every channel call starts with, from the caller's own role: a channel the caller
 * may not see is CHANNEL_NOT_FOUND (its existence is never revealed); one they see but whose
 * role lacks the flag is NOT_AUTHORIZED.
 */
export class ChannelAccess {
  constructor(
    private readonly channels: ChannelRepository,
    private readonly memberships: MembershipRepository,
  ) {}

  async visible(userId: string, channelId: string, runner?: Db): Promise<ChannelViewRow> {
    const channel = await this.channels.findVisible(userId, channelId, runner);
    if (!channel) throw new AppError('CHANNEL_NOT_FOUND');
    return channel;
  }

  async withFlag(
    userId: string,
    channelId: string,
    flag: ChannelPermissionKey,
    runner?: Db,
  ): Promise<{ channel: ChannelViewRow; role: ChannelRoleRow }> {
    const channel = await this.visible(userId, channelId, runner);
    const membership = await this.memberships.channelMembership(userId, channelId, runner);
    return { channel, role: requireChannelFlag(membership?.role, flag) };
  }
}
