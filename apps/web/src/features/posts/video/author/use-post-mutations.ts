import { type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../../../api/hooks';
import { showSuccessToast } from '../../../../lib/toast';
import { PATHS } from '../../../../routing/paths';
import { invalidateFeeds, postDetailKey, updateCachedPost } from '../../shared/post-cache';

/** Saving a post's settings: the reply is the post as it now is, everywhere it is listed. */
export function useUpdatePost(postId: string, onSaved: () => void) {
  const client = useQueryClient();
  return useApiMutation(api.posts.update, {
    onSuccess: (post) => {
      client.setQueryData(postDetailKey(postId), post);
      void invalidateFeeds(client);
      showSuccessToast('Changes saved');
      onSaved();
    },
  });
}

/** Deleting (the author) or removing (the super admin moderating) a post, then going home. */
export function useRemovePost(postId: string, doneText: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useApiMutation(api.posts.remove, {
    onSuccess: () => {
      // Leave first: a page still showing the post would read it again and find it gone.
      void navigate(PATHS.home, { replace: true });
      client.removeQueries({ queryKey: postDetailKey(postId) });
      void invalidateFeeds(client);
      showSuccessToast(doneText);
    },
  });
}

/** Pinning a post to its author's profile, or unpinning it. */
export function useFeaturePost(post: Post) {
  const client = useQueryClient();
  const refreshProfile = () =>
    client.invalidateQueries({ queryKey: [api.posts.featured.method, api.posts.featured.path] });
  const feature = useApiMutation(api.posts.feature, {
    onSuccess: (updated) => {
      client.setQueryData(postDetailKey(post.id), updated);
      void refreshProfile();
      showSuccessToast('Pinned to your profile');
    },
  });
  const unfeature = useApiMutation(api.posts.unfeature, {
    onSuccess: () => {
      updateCachedPost(client, post.id, (cached) => ({ ...cached, featured: false }));
      void refreshProfile();
      showSuccessToast('Unpinned from your profile');
    },
  });
  return {
    pending: feature.isPending || unfeature.isPending,
    toggle: () => (post.featured ? unfeature.mutate({}) : feature.mutate({ params: { postId: post.id } })),
  };
}
