import type { Db } from '../../db/database.js';
import { sql, type RawBuilder } from 'kysely';
import { visibleChannels } from '../channels/channel.queries.js';
import { filterFeed, type FeedFilter } from './feed.queries.js';

/**
 * Whether the feed's total can come from the public-post counters (migration 0006): yes for
 * the timeline, a channel, a zone and the Following tab. Searches, an author's posts and live
 * posts are counted row by row; their indexes keep those sets small.
 */
export function countable(filter: FeedFilter): boolean {
  return !filter.search && !filter.authorId && !filter.streaming;
}

/** The channels whose public posts the filter takes in, among those the user may see. */
function channelsInScope(runner: Db, userId: string, filter: FeedFilter) {
  let q = visibleChannels(runner, userId).select('c.id');
  if (filter.channelId) q = q.where('c.id', '=', filter.channelId);
  if (filter.zoneId) q = q.where('c.zone_id', '=', filter.zoneId);
  if (filter.siteZoneId) q = q.where('c.zone_id', '=', filter.siteZoneId);
  if (filter.followerId) {
    const followerId = filter.followerId;
    q = q.where('c.id', 'in', (eb) =>
      eb.selectFrom('user_channels as fc').select('fc.channel_id').where('fc.user_id', '=', followerId),
    );
  }
  return q;
}

/**
 * The number of posts the feed would list, without reading them: the public posts of the
 * channels in scope (counters), those without a channel when no place narrows the feed
 * (counter), and the user's own posts the counters leave out — private ones, and public ones in
 * channels they no longer see (a few rows, by the author index). Exactly what visiblePosts and
 * filterFeed select. An expression, so the page's query can carry it.
 */
export function feedCount(runner: Db, userId: string, filter: FeedFilter): RawBuilder<number | string> {
  const placeless = !filter.channelId && !filter.zoneId && !filter.siteZoneId && !filter.followerId;
  const ownUncounted = filterFeed(runner.selectFrom('posts as p').where('p.created_by', '=', userId), filter)
    .where((eb) =>
      eb.not(
        eb.and([
          eb('p.public', '=', true),
          eb.or([
            eb('p.channel_id', 'is', null),
            eb('p.channel_id', 'in', visibleChannels(runner, userId).select('c.id')),
          ]),
        ]),
      ),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'));
  // The counters joined to the channels in scope, not probed once per counter row: the planner
  // reads both once and hashes (6 ms became under 1 ms for 900 channels).
  return sql<number | string>`(select
    (select coalesce(sum(cpc.public_posts), 0) from channel_post_counts cpc
      join (${channelsInScope(runner, userId, filter)}) as scope on scope.id = cpc.channel_id)
    + ${placeless ? sql`(select coalesce(sum(public_posts), 0) from profile_post_counts)` : sql`0`}
    + (${ownUncounted}))`;
}
