import type { Db } from '../../db/database.js';
import type { Page } from '../../lib/paging.js';
import {
  selectChannelView,
  visibleChannels,
  type ChannelScope,
  type ChannelViewRow,
} from '../channels/channel.queries.js';
import { zonesWithStats, type ZoneStatsRow } from '../zones/zone.queries.js';

/** Public zones and channels the viewer is not part of yet, the busiest first. */
export class CommunitySuggestionRepository {
  constructor(private readonly db: Db) {}

  /** Public zones the viewer does not belong to, with the figures of a zone reply. */
  private zonesToJoin(viewerId: string) {
    return zonesWithStats(this.db, viewerId)
      .where('z.public', '=', true)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_zones as mine')
              .select('mine.id')
              .whereRef('mine.zone_id', '=', 'z.id')
              .where('mine.user_id', '=', viewerId),
          ),
        ),
      );
  }

  async zones(viewerId: string, page: Page): Promise<{ rows: ZoneStatsRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.zonesToJoin(viewerId)
        .orderBy('members_count', 'desc')
        .orderBy('z.name')
        .orderBy('z.id')
        .limit(page.limit)
        .offset(page.skip)
        .execute(),
      this.zonesToJoin(viewerId)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Public channels of zones the viewer may see that they do not follow, optionally of one zone only. */
  private channelsToFollow(viewerId: string, zoneId: string | null): ChannelScope {
    let scope = visibleChannels(this.db, viewerId)
      .where('c.public', '=', true)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_channels as mine')
              .select('mine.id')
              .whereRef('mine.channel_id', '=', 'c.id')
              .where('mine.user_id', '=', viewerId),
          ),
        ),
      );
    if (zoneId) scope = scope.where('c.zone_id', '=', zoneId);
    return scope;
  }

  async channels(
    viewerId: string,
    zoneId: string | null,
    page: Page,
  ): Promise<{ rows: ChannelViewRow[]; total: number }> {
    const scope = this.channelsToFollow(viewerId, zoneId);
    const [rows, count] = await Promise.all([
      selectChannelView(scope, viewerId)
        .orderBy('followers_count', 'desc')
        .orderBy('c.name')
        .orderBy('c.id')
        .limit(page.limit)
        .offset(page.skip)
        .execute(),
      scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
