import type { Db } from '../../db/database.js';
import { selectChannelView, visibleChannels, type ChannelViewRow } from '../channels/channel.queries.js';
import { zonesWithStats, zoneVisibleTo, type ZoneStatsRow } from '../zones/zone.queries.js';

/**
 * A user's zones and followed channels, as far as a viewer may see them, each list in one query.
 * `joined` and the counts in each row are the viewer's, as in every zone and channel reply.
 */
export class UserCommunityRepository {
  constructor(private readonly db: Db) {}

  zonesOf(userId: string, viewerId: string): Promise<ZoneStatsRow[]> {
    return zonesWithStats(this.db, viewerId)
      .where(zoneVisibleTo(viewerId))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_zones as theirs')
            .select('theirs.id')
            .whereRef('theirs.zone_id', '=', 'z.id')
            .where('theirs.user_id', '=', userId),
        ),
      )
      .orderBy('z.name')
      .orderBy('z.id')
      .execute();
  }

  channelsOf(userId: string, viewerId: string): Promise<ChannelViewRow[]> {
    return selectChannelView(visibleChannels(this.db, viewerId), viewerId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_channels as theirs')
            .select('theirs.id')
            .whereRef('theirs.channel_id', '=', 'c.id')
            .where('theirs.user_id', '=', userId),
        ),
      )
      .orderBy('c.name')
      .orderBy('c.id')
      .execute();
  }
}
