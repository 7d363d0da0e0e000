import { POST } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../api/api-error';
import { call } from '../../../api/client';
import { FIRST_FEED_PAGE, feedKey, feedPosts, nextFeedPage, type FeedPage, type FeedPageParam } from './feed-cache';
import type { FeedFilters } from './feed-view';

/**
 * A feed, POST.feedPage posts at a time (the search pages by 6): the first page replaces, later
 * pages append (spec 02 §4 Feed load): after the page before's cursor where the feed gives one
 * (newest first: no post repeated or missed as others post), else with skip = the count loaded.
 */
export function useFeed(filters: FeedFilters, pageSize: number = POST.feedPage) {
  return useInfiniteQuery<FeedPage, ApiError, ReturnType<typeof feedPosts>, ReturnType<typeof feedKey>, FeedPageParam>({
    queryKey: feedKey(filters, pageSize),
    initialPageParam: FIRST_FEED_PAGE,
    queryFn: ({ pageParam, signal }) =>
      call(api.posts.feed, { query: { ...filters, ...pageParam, limit: pageSize } }, { signal }),
    getNextPageParam: (_last, pages) => nextFeedPage(pages),
    select: (data) => feedPosts(data.pages),
  });
}
