import { type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/hooks';

/** The cache key of one post's detail, as the video page reads it. */
export function postDetailKey(postId: string) {
  return queryKeyOf(api.posts.detail, { params: { postId } });
}

/** Changes the cached detail of a post, if it is cached. */
export function updateCachedPost(client: QueryClient, postId: string, change: (post: Post) => Post): void {
  client.setQueryData<Post>(postDetailKey(postId), (post) => (post ? change(post) : post));
}

/** Every cached feed (timeline, profile, search): they hold posts and must be read again. */
export function invalidateFeeds(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [api.posts.feed.method, api.posts.feed.path] });
}
