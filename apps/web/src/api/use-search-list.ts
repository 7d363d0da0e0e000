import { LISTS, type Endpoint } from '@plaza/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { nextSkip, type Paged } from '../lib/paging';

export interface PageQuery {
  searchTerm: string | undefined;
  skip: number;
  limit: number;
}
type FetchPage<T> = (query: PageQuery, signal: AbortSignal) => Promise<Paged<T>>;

/**
 * A search list paged in steps of LISTS.searchStep: "Load more" asks for the next step with the
 * count already loaded as skip (spec 02 §2 Search), appending it. The key starts with the endpoint's
 * method and path, like `useApiQuery`'s, so an invalidation of the endpoint refreshes it.
 */
export function useSearchList<T>(endpoint: Endpoint, fetchPage: FetchPage<T>, searchTerm: string) {
  const term = searchTerm.trim() || undefined;
  return useInfiniteQuery<Paged<T>, ApiError, T[], readonly unknown[], number>({
    queryKey: [endpoint.method, endpoint.path, { searchTerm: term }, 'pages'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ searchTerm: term, skip: pageParam, limit: LISTS.searchStep }, signal),
    getNextPageParam: (_last, pages) => nextSkip(pages),
    select: (result) => result.pages.flatMap((page) => page.data),
  });
}
