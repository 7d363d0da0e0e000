import { POST, type FeedCursor, type FeedSort } from '@plaza/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { QueryShapes, ShapeValues } from '../../db/query-shapes.js';
import type { Page } from '../../lib/paging.js';
import { countable, feedCount } from './feed-count.js';
import { afterCursor, cursorCreatedAt, filterFeed, orderFeed, type FeedFilter } from './feed.queries.js';
import { listed, selectPostView, visiblePosts, type PostViewRow } from './post.queries.js';
import { searchPage } from './feed-search.js';

/** Which page of the feed: `skip` rows, or those after a cursor (whose total is already known). */
export interface FeedPageRequest extends Page {
  after?: FeedCursor;
}

/** A feed row, with its creation time as a cursor carries it in the orders a cursor continues. */
export type FeedRow = PostViewRow & { cursor_created_at?: string };

/** The number of posts a feed (not a search) lists: from the counters where they serve. */
function pageCount(runner: Db, userId: string, filter: FeedFilter): RawBuilder<number | string> {
  if (countable(filter)) return feedCount(runner, userId, filter);
  const scope = filterFeed(visiblePosts(runner, userId), filter);
  return sql<number | string>`(${scope.select((eb) => eb.fn.countAll().as('n'))})`;
}

/**
 * A page of the feed (not a search): the page's ids first (no joins while skipping), then the
 * replies of those rows only, with the count riding on the same statement (one round trip);
 * after a cursor the count is already known.
 */
function pageQuery(runner: Db, v: PageValues, sort: FeedSort, streaming: boolean | undefined) {
  const filter: FeedFilter = { ...v, streaming };
  const scope = filterFeed(visiblePosts(runner, v.userId), filter);
  const ids =
    v.afterCreatedAt !== undefined && v.afterId !== undefined
      ? orderFeed(afterCursor(scope, { createdAt: v.afterCreatedAt, id: v.afterId }), sort, undefined)
          .select('p.id')
          .limit(v.limit)
      : orderFeed(scope, sort, undefined)
          .select('p.id')
          .limit(v.limit)
          .offset(v.skip ?? 0);
  const count: RawBuilder<number | string | null> =
    v.afterId !== undefined ? sql<null>`null` : pageCount(runner, v.userId, filter);
  return selectPostView(
    orderFeed(runner.selectFrom('posts as p').where('p.id', 'in', ids), sort, undefined),
    v.userId,
  ).select([cursorCreatedAt.as('cursor_created_at'), count.as('feed_total')]);
}

/** What a feed page's query is built from: the values its SQL takes as parameters. */
interface PageValues extends ShapeValues {
  userId: string;
  channelId?: string;
  zoneId?: string;
  siteZoneId?: string;
  authorId?: string;
  followerId?: string;
  limit: number;
  skip?: number;
  afterCreatedAt?: string;
  afterId?: string;
}

/** The feed and the recommendations: lists of visible posts, each page with its count in one query. */
export class FeedRepository {
  constructor(
    private readonly db: Db,
    private readonly shapes: QueryShapes,
  ) {}

  /** One page of the feed and the number of posts matching the filter. */
  async page(
    userId: string,
    filter: FeedFilter,
    sort: FeedSort,
    page: FeedPageRequest,
  ): Promise<{ rows: FeedRow[]; total: number }> {
    if (filter.search) return searchPage(this.db, userId, { ...filter, search: filter.search }, sort, page);
    const { after } = page;
    const values: PageValues = {
      userId,
      channelId: filter.channelId,
      zoneId: filter.zoneId,
      siteZoneId: filter.siteZoneId,
      authorId: filter.authorId,
      followerId: filter.followerId,
      limit: page.limit,
      skip: after ? undefined : page.skip,
      afterCreatedAt: after?.createdAt,
      afterId: after?.id,
    };
    const given = Object.keys(values).filter((name) => values[name] !== undefined);
    const shape = `feed page ${sort}${filter.streaming ? ' live' : ''} ${given.join(' ')}`;
    const query = this.shapes.compile(shape, values, (v) => pageQuery(this.db, v, sort, filter.streaming));
    const { rows } = await this.db.executeQuery(query);
    if (after) return { rows, total: after.total };
    if (rows[0]) return { rows, total: Number(rows[0].feed_total) };
    // An empty first page means nothing matches; past the end, the count is asked for alone.
    if (page.skip === 0) return { rows, total: 0 };
    const count = pageCount(this.db, userId, { ...filter, search: undefined });
    const counted = await this.db.selectNoFrom(count.as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(counted.n) };
  }

  /**
   * What to watch after a post: visible posts of its channel, most viewed first, then the most
   * viewed elsewhere; never the post itself. Two small indexed queries instead of one sort of
   * every visible post by "same channel".
   */
  async recommended(userId: string, post: { id: string; channel_id: string | null }): Promise<PostViewRow[]> {
    const count = POST.recommendedCount;
    const mostViewed = () =>
      selectPostView(visiblePosts(this.db, userId), userId)
        .where('p.id', '!=', post.id)
        .where(listed)
        .orderBy('p.views_count', 'desc')
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc');
    const [sameChannel, elsewhere] = await Promise.all([
      post.channel_id ? mostViewed().where('p.channel_id', '=', post.channel_id).limit(count).execute() : [],
      mostViewed()
        .limit(count * 2)
        .execute(),
    ]);
    const seen = new Set(sameChannel.map((row) => row.id));
    return [...sameChannel, ...elsewhere.filter((row) => !seen.has(row.id))].slice(0, count);
  }
}
