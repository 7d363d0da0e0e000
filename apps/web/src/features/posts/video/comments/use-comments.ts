import { COMMENT, type CommentSort } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../../api/api-error';
import { call } from '../../../../api/client';
import { nextSkip } from '../../../../lib/paging';
import { commentTreeKey } from './comments-cache';
import { toCommentPage, type CommentPage, type CommentTree } from './comment-tree';

/**
 * A post's top-level comments, COMMENT.page at a time ("Load more comments" asks with the count
 * loaded as skip). The section shows its own error with a retry, so no toast.
 */
export function useCommentTree(postId: string, sortBy: CommentSort) {
  const client = useQueryClient();
  const queryKey = commentTreeKey(postId, sortBy);
  return useInfiniteQuery<CommentPage, ApiError, CommentTree, typeof queryKey, number>({
    queryKey,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const page = await call(
        api.comments.list,
        { params: { postId }, query: { skip: pageParam, limit: COMMENT.page, sortBy } },
        { signal, toast: false },
      );
      // A refetch must not fold the replies someone opened.
      return toCommentPage(page, client.getQueryData<CommentTree>(queryKey));
    },
    getNextPageParam: (_last, pages) => nextSkip(pages),
    refetchOnWindowFocus: false,
  });
}
