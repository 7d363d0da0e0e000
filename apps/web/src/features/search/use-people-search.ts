import { LISTS, type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { nextSkip } from '../../lib/paging';

type Page = ReplyOf<typeof api.user.search>;

/** People by name or username (api.user.search), 6 at a time with "Load more" (skip = count loaded). */
export function usePeopleSearch(searchTerm: string) {
  const endpoint = api.user.search;
  const term = searchTerm.trim() || undefined;
  return useInfiniteQuery<Page, ApiError, Page['data'], readonly unknown[], number>({
    queryKey: [endpoint.method, endpoint.path, { searchTerm: term }, 'pages'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(endpoint, { query: { searchTerm: term, skip: pageParam, limit: LISTS.searchStep } }, { signal }),
    getNextPageParam: (_last, pages) => nextSkip(pages),
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}
