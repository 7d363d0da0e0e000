import { LISTS, type PostReport } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../api/api-error';
import { call } from '../../../api/client';
import { useApiMutation } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';
import { nextSkip } from '../../../lib/paging';
import { invalidateFeeds } from '../shared/post-cache';

const list = api.postReports.list;
const REPORTS_KEY = [list.method, list.path, 'pages'] as const;

/** Open reports, newest first, a page at a time with the count loaded as the next skip. */
export function useOpenReports() {
  return useInfiniteQuery<{ data: PostReport[]; total: number }, ApiError, PostReport[], readonly unknown[], number>({
    queryKey: REPORTS_KEY,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => call(list, { query: { skip: pageParam, limit: LISTS.memberPage } }, { signal }),
    getNextPageParam: (_last, pages) => nextSkip(pages),
    select: (result) => result.pages.flatMap((page) => page.data),
  });
}

/**
 * Closing a report, or removing its post. Either way the list is read again from the start: a
 * removed post closes all of its reports, and skip-based pages would otherwise miss a row.
 */
export function useReportActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: REPORTS_KEY });
  const dismiss = useApiMutation(api.postReports.dismiss, {
    onSuccess: () => {
      showSuccessToast('Report dismissed');
      return refresh();
    },
  });
  const remove = useApiMutation(api.posts.remove, {
    onSuccess: () => {
      showSuccessToast('Post removed');
      void invalidateFeeds(client);
      return refresh();
    },
  });
  return { dismiss, remove };
}
