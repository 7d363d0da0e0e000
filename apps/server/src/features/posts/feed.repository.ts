import { POST, type FeedSort } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { Page } from '../../lib/paging.js';
import { countable, countFeed } from './feed-count.js';
import { filterFeed, orderFeed, type FeedFilter } from './feed.queries.js';
import { selectPostView, visiblePosts, type PostViewRow } from './post.queries.js';
import { useTypoThreshold } from './post-search.js';

/** The feed and the recommendations: lists of visible posts, each page in one query plus a count. */
export class FeedRepository {
  constructor(private readonly db: Db) {}

  /** One page of the feed and the number of posts matching the filter. */
  async page(
    userId: string,
    filter: FeedFilter,
    sort: FeedSort,
    page: Page,
  ): Promise<{ rows: PostViewRow[]; total: number }> {
    if (!filter.search) return this.pageWith(this.db, userId, filter, sort, page);
    // A search needs the typo threshold set, which holds only within a transaction.
    return this.db.transaction().execute(async (trx) => {
      await useTypoThreshold(trx);
      return this.pageWith(trx, userId, filter, sort, page);
    });
  }

  private async pageWith(runner: Db, userId: string, filter: FeedFilter, sort: FeedSort, page: Page) {
    const scope = filterFeed(visiblePosts(runner, userId), filter);
    // The page's ids first (no joins while skipping), then the replies of those rows only.
    const ids = orderFeed(scope, sort, filter.search).select('p.id').limit(page.limit).offset(page.skip);
    const rows = selectPostView(
      orderFeed(runner.selectFrom('posts as p').where('p.id', 'in', ids), sort, filter.search),
      userId,
    ).execute();
    const total = countable(filter)
      ? countFeed(runner, userId, filter)
      : scope
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n));
    const [list, counted] = await Promise.all([rows, total]);
    return { rows: list, total: counted };
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
