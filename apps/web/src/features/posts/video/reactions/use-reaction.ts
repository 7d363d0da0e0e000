import { type Post, type ReactionAction } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../api/client';
import type { ApiError } from '../../../../api/api-error';
import { postDetailKey, updateCachedPost } from '../../shared/post-cache';
import { optimistic, withReaction } from './reaction-state';

function send(postId: string, action: ReactionAction) {
  return action === 'remove'
    ? call(api.posts.unlike, { params: { postId } })
    : call(api.posts.like, { body: { postId, type: action } });
}

/**
 * Like, dislike or take back, shown at once (spec 02 §4 through the contract's applyReaction) and
 * put back as it was if the server refuses; the server's counts win when it answers.
 */
export function useReaction(postId: string) {
  const client = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof send>>, ApiError, ReactionAction, { before: Post | undefined }>({
    mutationFn: (action) => send(postId, action),
    onMutate: async (action) => {
      await client.cancelQueries({ queryKey: postDetailKey(postId) });
      const before = client.getQueryData<Post>(postDetailKey(postId));
      updateCachedPost(client, postId, (post) => optimistic(post, action));
      return { before };
    },
    onError: (_error, _action, context) => {
      if (context?.before) client.setQueryData(postDetailKey(postId), context.before);
    },
    onSuccess: (state) => updateCachedPost(client, postId, (post) => withReaction(post, state)),
  });
}
