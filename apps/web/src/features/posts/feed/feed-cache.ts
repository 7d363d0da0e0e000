import { POST, type Post, type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { nextSkip } from '../../../lib/paging';
import type { FeedFilters } from './feed-view';

export type FeedPage = ReplyOf<typeof api.posts.feed>;
/** Where a page starts: after the page before's cursor (the newest-first feed), or after `skip` posts. */
export type FeedPageParam = { cursor: string } | { skip: number };
export type FeedData = InfiniteData<FeedPage, FeedPageParam>;
export const FIRST_FEED_PAGE: FeedPageParam = { skip: 0 };

/**
 * The next page: the newest-first feed answers with `nextCursor` (null after its last page);
 * orders without one (popular, searches) continue with the count loaded as skip.
 */
export function nextFeedPage(pages: readonly FeedPage[]): FeedPageParam | undefined {
  const last = pages[pages.length - 1];
  if (last && last.nextCursor !== undefined) return last.nextCursor ? { cursor: last.nextCursor } : undefined;
  const skip = nextSkip(pages);
  return skip === undefined ? undefined : { skip };
}

const PAGES = 'pages';

/**
 * The cache key of a paged feed. It starts like every call's key (method, path), so
 * `invalidateQueries({ queryKey: ['GET', api.posts.feed.path] })` refreshes every feed; the last
 * part keeps these page lists apart from a single-page `useApiQuery` of the same call.
 */
export function feedKey(filters: FeedFilters, limit: number = POST.feedPage) {
  return [api.posts.feed.method, api.posts.feed.path, { ...filters, limit }, PAGES] as const;
}

function feedFiltersOfKey(key: QueryKey): FeedFilters | null {
  const isFeed = key[0] === api.posts.feed.method && key[1] === api.posts.feed.path && key[3] === PAGES;
  return isFeed ? (key[2] as FeedFilters) : null;
}

/**
 * The feed's posts in order: the pages joined, each post once. A post others add while we page
 * shifts the server's list, so the next page may repeat the last one of the page before.
 */
export function feedPosts(pages: readonly FeedPage[]): Post[] {
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const page of pages) {
    for (const post of page.data) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

/** A created post goes to the front of the first page (spec 02 §4 Feed load). */
export function prependPost(data: FeedData | undefined, post: Post): FeedData | undefined {
  if (!data || data.pages.length === 0) return data;
  const known = data.pages.some((page) => page.data.some((p) => p.id === post.id));
  const pages = data.pages.map((page, index) => {
    const rest = page.data.filter((p) => p.id !== post.id);
    return {
      ...page,
      data: index === 0 ? [post, ...rest] : rest,
      total: known ? page.total : page.total + 1,
    };
  });
  return { ...data, pages };
}

/** A removed post is dropped from every page. */
export function dropPost(data: FeedData | undefined, postId: string): FeedData | undefined {
  if (!data) return data;
  const known = data.pages.some((page) => page.data.some((p) => p.id === postId));
  if (!known) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.filter((p) => p.id !== postId),
    total: Math.max(0, page.total - 1),
  }));
  return { ...data, pages };
}

/** Whether a just-uploaded post belongs at the front of a feed with these filters. */
export function feedAccepts(filters: FeedFilters, post: Post): boolean {
  if (filters.following || filters.streaming || filters.searchTerm) return false;
  if (filters.sort === 'popular' || filters.sort === 'relevance') return false;
  if (filters.channelId && filters.channelId !== post.channel?.id) return false;
  if (filters.zoneId && filters.zoneId !== post.channel?.zoneId) return false;
  if (filters.userId && filters.userId !== post.createdBy.id) return false;
  return true;
}

/**
 * After an upload: the post goes to the front of every loaded feed it belongs to; the other feeds
 * are marked stale, to be fetched again when shown.
 */
export function addCreatedPost(queryClient: QueryClient, post: Post): void {
  queryClient.setQueriesData<FeedData>(
    {
      predicate: (query) => {
        const filters = feedFiltersOfKey(query.queryKey);
        return filters !== null && feedAccepts(filters, post);
      },
    },
    (data) => prependPost(data, post),
  );
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const filters = feedFiltersOfKey(query.queryKey);
      return filters !== null && !feedAccepts(filters, post);
    },
    refetchType: 'none',
  });
}
