import { type CommentSort, type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import type { QueryClient } from '@tanstack/react-query';
import { updateCachedPost } from '../../shared/post-cache';
import type { CommentTree } from './comment-tree';

const list = api.comments.list;

/** Every cached comment tree of a post, whatever its sort. */
export function commentTreesKey(postId: string) {
  return [list.method, list.path, { params: { postId } }] as const;
}

/** The comment tree of a post in one sort order. */
export function commentTreeKey(postId: string, sortBy: CommentSort) {
  return [list.method, list.path, { params: { postId }, query: { sortBy } }, 'tree'] as const;
}

/** Applies a tree transition to every cached sort of the post, so switching sort shows the same change. */
export function updateTrees(client: QueryClient, postId: string, change: (tree: CommentTree) => CommentTree): void {
  client.setQueriesData<CommentTree>({ queryKey: commentTreesKey(postId) }, (tree) => (tree ? change(tree) : tree));
}

/** Applies a transition to the tree of one sort only: replies opened or folded there. */
export function updateTree(
  client: QueryClient,
  postId: string,
  sortBy: CommentSort,
  change: (tree: CommentTree) => CommentTree,
): void {
  client.setQueryData<CommentTree>(commentTreeKey(postId, sortBy), (tree) => (tree ? change(tree) : tree));
}

export function refreshTrees(client: QueryClient, postId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: commentTreesKey(postId) });
}

/** Keeps the heading's count in step with the post (its commentsCount counts replies too). */
export function setCommentsCount(client: QueryClient, postId: string, count: (post: Post) => number): void {
  updateCachedPost(client, postId, (post) => ({
    ...post,
    postReaction: { ...post.postReaction, commentsCount: Math.max(0, count(post)) },
  }));
}
