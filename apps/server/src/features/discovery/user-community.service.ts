import type { Channel, Zone } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { toChannelDto } from '../channels/channel.mapper.js';
import type { UserRepository } from '../users/user.repository.js';
import { toZoneDto } from '../zones/zone.mapper.js';
import type { UserCommunityRepository } from './user-community.repository.js';

/**
 * The zones and channels shown on a user's profile. Only what the viewer may see is listed:
 * a private zone or channel appears only when the viewer belongs to it too.
 */
export class UserCommunityService {
  constructor(
    private readonly users: UserRepository,
    private readonly lists: UserCommunityRepository,
  ) {}

  async zones(userId: string, viewer: Actor): Promise<{ data: Zone[] }> {
    await this.requireUser(userId);
    const rows = await this.lists.zonesOf(userId, viewer.user.id);
    return { data: rows.map(toZoneDto) };
  }

  async channels(userId: string, viewer: Actor): Promise<{ data: Channel[] }> {
    await this.requireUser(userId);
    const rows = await this.lists.channelsOf(userId, viewer.user.id);
    return { data: rows.map(toChannelDto) };
  }

  private async requireUser(userId: string): Promise<void> {
    if (!(await this.users.findById(userId))) throw new AppError('USER_NOT_FOUND');
  }
}
