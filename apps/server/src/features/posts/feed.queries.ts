import type { FeedCursor, FeedSort } from '@plaza/contract';
import { sql } from 'kysely';
import { listed, type PostScope } from './post.queries.js';
import { searchMatches, textRank, titleSimilarity, wholeMatchSet, type PostSearch } from './post-search.js';

/** What narrows the feed, on top of what the caller may see. */
export interface FeedFilter {
  channelId?: string;
  zoneId?: string;
  /** The zone of the zone site the call comes from: its feed shows only that zone. */
  siteZoneId?: string;
  /** The author (a profile's posts). */
  authorId?: string;
  /** Only posts of the channels this user follows (the Following tab). */
  followerId?: string;
  streaming?: boolean;
  search?: PostSearch;
}

export function filterFeed(scope: PostScope, filter: FeedFilter): PostScope {
  let q = scope.where(listed);
  if (filter.channelId) q = q.where('p.channel_id', '=', filter.channelId);
  if (filter.zoneId) q = q.where('p.zone_id', '=', filter.zoneId);
  if (filter.siteZoneId) q = q.where('p.zone_id', '=', filter.siteZoneId);
  if (filter.authorId) q = q.where('p.created_by', '=', filter.authorId);
  if (filter.streaming) q = q.where('p.streaming', '=', true);
  if (filter.followerId) {
    const followerId = filter.followerId;
    q = q.where('p.channel_id', 'in', (eb) =>
      eb.selectFrom('user_channels as fc').select('fc.channel_id').where('fc.user_id', '=', followerId),
    );
  }
  if (filter.search) q = q.where(searchMatches(filter.search));
  return q;
}

/**
 * The feed's order, always ending in (created_at, id) so pages never overlap: newest; popular
 * (views, then likes, then newest); relevance (search rank, then closest title, then newest).
 */
export function orderFeed(scope: PostScope, sort: FeedSort, search: PostSearch | undefined): PostScope {
  let q = scope;
  if (search && sort !== 'relevance') q = q.orderBy(wholeMatchSet(), 'desc');
  if (sort === 'popular') q = q.orderBy('p.views_count', 'desc').orderBy('p.likes_count', 'desc');
  if (sort === 'relevance' && search) q = q.orderBy(textRank(search), 'desc').orderBy(titleSimilarity(search), 'desc');
  return q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
}

/**
 * The posts after a cursor in the newest-first order: (created_at, id) below the last post's, one
 * row comparison the (created_at desc, id desc) indexes answer without reading the posts before.
 */
export function afterCursor(scope: PostScope, cursor: Pick<FeedCursor, 'createdAt' | 'id'>): PostScope {
  return scope.where(({ eb, refTuple, tuple }) =>
    eb(refTuple('p.created_at', 'p.id'), '<', tuple(sql<Date>`${cursor.createdAt}::timestamptz`, cursor.id)),
  );
}

/** A post's creation time to the microsecond (a Date keeps milliseconds), as a cursor carries it. */
export const cursorCreatedAt = sql<string>`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
