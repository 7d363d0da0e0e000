import type { Comment, CommentLikeState, RemovedComment } from '@plaza/contract';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * A comment as the tree keeps it. The server's `replies` is always an empty page (replies load on
 * demand), so the tree keeps its own: the replies loaded so far.
 */
export type CommentView = Omit<Comment, 'replies'>;

/** A comment's replies loaded so far, newest first; `total` is how many it has on the server. */
export interface ReplyList {
  data: CommentView[];
  total: number;
}

/** A top-level comment with its replies, which load on demand: null until asked for (or dropped). */
export type CommentNode = CommentView & { replies: ReplyList | null };

export interface CommentPage {
  data: CommentNode[];
  total: number;
}

/** The comments of a post in one sort order, as the infinite query holds them page by page. */
export type CommentTree = InfiniteData<CommentPage, number>;

/** A page from the server as tree nodes; replies the tree had already loaded are kept. */
export function toCommentPage(page: { data: Comment[]; total: number }, previous?: CommentTree): CommentPage {
  const loaded = new Map(previous ? commentsOf(previous).map((node) => [node.id, node.replies]) : []);
  return {
    data: page.data.map((comment) => ({ ...comment, replies: loaded.get(comment.id) ?? null })),
    total: page.total,
  };
}

/** Every loaded top-level comment in order, each once (a comment added at the top can reappear on a later page). */
export function commentsOf(tree: CommentTree): CommentNode[] {
  const seen = new Set<string>();
  return tree.pages
    .flatMap((page) => page.data)
    .filter((node) => {
      if (seen.has(node.id)) return false;
      seen.add(node.id);
      return true;
    });
}

function mapNodes(tree: CommentTree, change: (node: CommentNode) => CommentNode): CommentTree {
  return { ...tree, pages: tree.pages.map((page) => ({ ...page, data: page.data.map(change) })) };
}

/** Changes one comment, top-level or reply, wherever it is in the tree. */
function mapComment(tree: CommentTree, commentId: string, change: (comment: CommentView) => CommentView): CommentTree {
  return mapNodes(tree, (node) => {
    if (node.id === commentId) return { ...change(node), replies: node.replies };
    if (!node.replies?.data.some((reply) => reply.id === commentId)) return node;
    const data = node.replies.data.map((reply) => (reply.id === commentId ? change(reply) : reply));
    return { ...node, replies: { ...node.replies, data } };
  });
}

/** A new comment goes to the top of the list; a reply to the top of its parent's replies, whose replyCount rises by one. */
export function addComment(tree: CommentTree, comment: Comment): CommentTree {
  if (comment.parentId) return addReply(tree, comment.parentId, comment);
  const node: CommentNode = { ...comment, replies: null };
  if (tree.pages.length === 0) return { pages: [{ data: [node], total: 1 }], pageParams: [0] };
  return {
    ...tree,
    pages: tree.pages.map((page, index) => ({
      data: index === 0 ? [node, ...page.data] : page.data,
      total: page.total + 1,
    })),
  };
}

function addReply(tree: CommentTree, parentId: string, reply: Comment): CommentTree {
  return mapNodes(tree, (node) => {
    if (node.id !== parentId) return node;
    const replyCount = node.replyCount + 1;
    // Replies not yet opened show the new one alone; "Show more replies" brings the others after it.
    const data = [reply, ...(node.replies?.data ?? [])];
    return { ...node, replyCount, replies: { data, total: replyCount } };
  });
}

/** An edited comment as the server returns it (edited, with its new update time); its replies stay. */
export function replaceComment(tree: CommentTree, updated: Comment): CommentTree {
  return mapComment(tree, updated.id, () => updated);
}

/**
 * A removed top-level comment leaves the list (its replies with it). A removed reply lowers its
 * parent's replyCount to the server's count; at zero the parent's replies list is dropped.
 */
export function removeComment(tree: CommentTree, removed: RemovedComment): CommentTree {
  const { commentId, parentId } = removed;
  if (!parentId) {
    const has = (page: CommentPage) => page.data.some((node) => node.id === commentId);
    if (!tree.pages.some(has)) return tree;
    return {
      ...tree,
      pages: tree.pages.map((page) => ({
        data: page.data.filter((node) => node.id !== commentId),
        total: Math.max(0, page.total - 1),
      })),
    };
  }
  return mapNodes(tree, (node) => {
    if (node.id !== parentId) return node;
    const replyCount = removed.parentReplyCount ?? Math.max(0, node.replyCount - 1);
    if (replyCount === 0 || !node.replies) return { ...node, replyCount, replies: null };
    const data = node.replies.data.filter((reply) => reply.id !== commentId);
    return { ...node, replyCount, replies: { data, total: replyCount } };
  });
}

/** Like or unlike at once: sets liked and moves likesCount by one (nothing changes if already so). */
export function setLiked(tree: CommentTree, commentId: string, liked: boolean): CommentTree {
  return mapComment(tree, commentId, (comment) =>
    comment.liked === liked
      ? comment
      : { ...comment, liked, likesCount: Math.max(0, comment.likesCount + (liked ? 1 : -1)) },
  );
}

/** The server's word on a like: its flag and count win over the optimistic ones. */
export function withLikeState(tree: CommentTree, state: CommentLikeState): CommentTree {
  return mapComment(tree, state.commentId, (comment) => ({
    ...comment,
    liked: state.liked,
    likesCount: state.likesCount,
  }));
}

/** A page of replies loaded on demand, appended to those already shown (each once). */
export function addReplies(tree: CommentTree, parentId: string, page: { data: Comment[]; total: number }): CommentTree {
  return mapNodes(tree, (node) => {
    if (node.id !== parentId) return node;
    const loaded = node.replies?.data ?? [];
    const ids = new Set(loaded.map((reply) => reply.id));
    const data = [...loaded, ...page.data.filter((reply) => !ids.has(reply.id))];
    return { ...node, replyCount: page.total, replies: page.total === 0 ? null : { data, total: page.total } };
  });
}

/** Folds a comment's replies away again. */
export function hideReplies(tree: CommentTree, parentId: string): CommentTree {
  return mapNodes(tree, (node) => (node.id === parentId ? { ...node, replies: null } : node));
}

/** Whether the server has replies of this comment not yet loaded. */
export function hasMoreReplies(node: CommentNode): boolean {
  return node.replies !== null && node.replies.data.length < node.replies.total;
}

/** Every comment id loaded in the tree, replies included. */
export function loadedIds(tree: CommentTree): string[] {
  return commentsOf(tree).flatMap((node) => [node.id, ...(node.replies?.data.map((reply) => reply.id) ?? [])]);
}
