import { POST, type FeedCursor, type FeedSort } from '@plaza/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Page } from '../../lib/paging.js';
import { countable, feedCount } from './feed-count.js';
import { afterCursor, cursorCreatedAt, filterFeed, orderFeed, type FeedFilter } from './feed.queries.js';
import { selectPostView, visiblePosts, type PostViewRow } from './post.queries.js';
import { searchPage } from './feed-search.js';

/** Which page of the feed: `skip` rows, or those after a cursor (whose total is already known). */
export interface FeedPageRequest extends Page {
  after?: FeedCursor;
}

/** A feed row, with its creation time as a cursor carries it in the orders a cursor continues. */
export type FeedRow = PostViewRow & { cursor_created_at?: string };

/** The feed and the recommendations: lists of visible posts, each page with its count in one query. */
export class FeedRepository {
  constructor(private readonly db: Db) {}

  /** One page of the feed and the number of posts matching the filter. */
  async page(
    userId: string,
    filter: FeedFilter,
    sort: FeedSort,
    page: FeedPageRequest,
  ): Promise<{ rows: FeedRow[]; total: number }> {
    if (filter.search) return searchPage(this.db, userId, { ...filter, search: filter.search }, sort, page);
    return this.pageWith(this.db, userId, filter, sort, page);
  }

  private async pageWith(runner: Db, userId: string, filter: FeedFilter, sort: FeedSort, page: FeedPageRequest) {
    const scope = filterFeed(visiblePosts(runner, userId), filter);
    const { after } = page;
    // The page's ids first (no joins while skipping), then the replies of those rows only.
    const ids = after
      ? orderFeed(afterCursor(scope, after), sort, filter.search).select('p.id').limit(page.limit)
      : orderFeed(scope, sort, filter.search).select('p.id').limit(page.limit).offset(page.skip);
    // The count rides on the page's query (computed once, one round trip); after a cursor it is known.
    const count: RawBuilder<number | string | null> = after
      ? sql<null>`null`
      : countable(filter)
        ? feedCount(runner, userId, filter)
        : sql<number | string>`(${scope.select((eb) => eb.fn.countAll().as('n'))})`;
    const rows = await selectPostView(
      orderFeed(runner.selectFrom('posts as p').where('p.id', 'in', ids), sort, filter.search),
      userId,
    )
      .select([cursorCreatedAt.as('cursor_created_at'), count.as('feed_total')])
      .execute();
    if (after) return { rows, total: after.total };
    if (rows[0]) return { rows, total: Number(rows[0].feed_total) };
    // An empty first page means nothing matches; past the end, the count is asked for alone.
    if (page.skip === 0) return { rows, total: 0 };
    const counted = await runner.selectNoFrom(count.as('n')).executeTakeFirstOrThrow();
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
