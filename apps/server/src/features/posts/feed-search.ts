import type { FeedSort } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { Page } from '../../lib/paging.js';
import { filterFeed, orderFeed, type FeedFilter } from './feed.queries.js';
import { findCorrections, type PostSearch } from './post-search.js';
import { selectPostView, visiblePosts, type PostScope, type PostViewRow } from './post.queries.js';

/** The ids of a page of matches in order, each with the number of matches (a window count). */
export function rankedPage(scope: PostScope, sort: FeedSort, search: PostSearch, page: Page) {
  return orderFeed(scope, sort, search)
    .select((eb) => ['p.id', eb.fn.countAll<number | string>().over().as('total')])
    .limit(page.limit)
    .offset(page.skip);
}

/** The replies of a page's posts, by id (in no order). */
export function pageReplies(runner: Db, userId: string, ids: string[]) {
  return selectPostView(runner.selectFrom('posts as p').where('p.id', 'in', ids), userId);
}

/**
 * One page of a search and the number of matches. The term's typo corrections first (a lookup
 * in the title vocabulary), then one pass over the matches, all from the full-text index: each
 * is ranked once, the page cut and the matches counted (a window count) in the same query; then
 * the page's replies by id. A page past the end counts on its own.
 */
export async function searchPage(
  runner: Db,
  userId: string,
  filter: FeedFilter & { search: PostSearch },
  sort: FeedSort,
  page: Page,
): Promise<{ rows: PostViewRow[]; total: number }> {
  const search = await findCorrections(runner, filter.search);
  const scope = filterFeed(visiblePosts(runner, userId), { ...filter, search });
  const ranked = await rankedPage(scope, sort, search, page).execute();
  if (ranked.length === 0) {
    if (page.skip === 0) return { rows: [], total: 0 };
    const counted = await scope.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    return { rows: [], total: Number(counted.n) };
  }
  const ids = ranked.map((row) => row.id);
  const rows = await pageReplies(runner, userId, ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    total: Number(ranked[0]?.total ?? 0),
  };
}
