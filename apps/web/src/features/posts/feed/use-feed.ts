import { POST } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../api/api-error';
import { call } from '../../../api/client';
import { nextSkip } from '../../../lib/paging';
import { feedKey, feedPosts, type FeedPage } from './feed-cache';
import type { FeedFilters } from './feed-view';

/**
 * A feed, POST.feedPage posts at a time (the search pages by 6): the first page replaces, later
 * pages (skip = the count loaded) append (spec 02 §4 Feed load).
 */
export function useFeed(filters: FeedFilters, pageSize: number = POST.feedPage) {
  return useInfiniteQuery<FeedPage, ApiError, ReturnType<typeof feedPosts>, ReturnType<typeof feedKey>, number>({
    queryKey: feedKey(filters, pageSize),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(api.posts.feed, { query: { ...filters, skip: pageParam, limit: pageSize } }, { signal }),
    getNextPageParam: (_last, pages) => nextSkip(pages),
    select: (data) => feedPosts(data.pages),
  });
}
