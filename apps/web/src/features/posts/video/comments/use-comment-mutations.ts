import { COMMENT, type CommentLikeState, type CommentSort } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../../api/api-error';
import { call } from '../../../../api/client';
import { useApiMutation } from '../../../../api/hooks';
import { showSuccessToast } from '../../../../lib/toast';
import { updateCachedPost } from '../../shared/post-cache';
import { addComment, addReplies, removeComment, replaceComment, setLiked, withLikeState } from './comment-tree';
import { refreshTrees, updateTree, setCommentsCount, updateTrees } from './comments-cache';

/** What a comment that vanished meanwhile (COMMENT_NOT_FOUND) calls for: reading the list again. */
function useOnGone(postId: string) {
  const client = useQueryClient();
  return (error: ApiError) => {
    if (error.code === 'COMMENT_NOT_FOUND') void refreshTrees(client, postId);
  };
}

/** A new comment or reply, placed in the tree from the server's copy; the post counts one more. */
export function useCreateComment(postId: string) {
  const client = useQueryClient();
  const onGone = useOnGone(postId);
  return useApiMutation(api.comments.create, {
    onSuccess: (comment) => {
      updateTrees(client, postId, (tree) => addComment(tree, comment));
      setCommentsCount(client, postId, (post) => post.postReaction.commentsCount + 1);
    },
    onError: (error) => {
      // Turned off while the page was open (spec 02 §8): the composer gives way to the notice.
      if (error.code === 'POST_COMMENTS_NOT_ALLOWED') {
        updateCachedPost(client, postId, (post) => ({ ...post, allowComments: false }));
      }
      onGone(error);
    },
  });
}

export function useUpdateComment(postId: string) {
  const client = useQueryClient();
  return useApiMutation(api.comments.update, {
    onSuccess: (comment) => updateTrees(client, postId, (tree) => replaceComment(tree, comment)),
    onError: useOnGone(postId),
  });
}

export function useRemoveComment(postId: string) {
  const client = useQueryClient();
  return useApiMutation(api.comments.remove, {
    onSuccess: (removed) => {
      updateTrees(client, postId, (tree) => removeComment(tree, removed));
      setCommentsCount(client, postId, () => removed.commentsCount);
      showSuccessToast(removed.parentId ? 'Reply deleted' : 'Comment deleted');
    },
    onError: useOnGone(postId),
  });
}

function sendLike(postId: string, commentId: string, liked: boolean): Promise<CommentLikeState> {
  return liked
    ? call(api.comments.like, { body: { postId, postCommentId: commentId } })
    : call(api.comments.unlike, { params: { commentId } });
}

/** Like or unlike shown at once, taken back if the server refuses; the server's count wins when it answers. */
export function useCommentLike(postId: string, commentId: string) {
  const client = useQueryClient();
  const onGone = useOnGone(postId);
  return useMutation<CommentLikeState, ApiError, boolean>({
    mutationFn: (liked) => sendLike(postId, commentId, liked),
    onMutate: (liked) => updateTrees(client, postId, (tree) => setLiked(tree, commentId, liked)),
    onError: (error, liked) => {
      updateTrees(client, postId, (tree) => setLiked(tree, commentId, !liked));
      onGone(error);
    },
    onSuccess: (state) => updateTrees(client, postId, (tree) => withLikeState(tree, state)),
  });
}

/** The next COMMENT.repliesPage replies of a comment, after those loaded; the list shows a failure itself. */
export function useLoadReplies(postId: string, sortBy: CommentSort, parentId: string) {
  const client = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof fetchReplies>>, ApiError, number>({
    mutationFn: (skip) => fetchReplies(postId, parentId, skip),
    onSuccess: (page) => updateTree(client, postId, sortBy, (tree) => addReplies(tree, parentId, page)),
  });
}

function fetchReplies(postId: string, parentId: string, skip: number) {
  return call(
    api.comments.replies,
    { params: { postId, parentId }, query: { skip, limit: COMMENT.repliesPage, sortBy: 'createdOn' } },
    { toast: false },
  );
}
