import { describe, expect, it } from 'vitest';
import {
  addComment,
  addReplies,
  commentsOf,
  hasMoreReplies,
  hideReplies,
  loadedIds,
  removeComment,
  replaceComment,
  setLiked,
  toCommentPage,
  withLikeState,
  type CommentNode,
  type CommentTree,
} from './comment-tree';
import { aComment, aReply } from './testing/comment-fixture';

function treeOf(pages: { data: ReturnType<typeof aComment>[]; total: number }[]): CommentTree {
  return { pages: pages.map((page) => toCommentPage(page)), pageParams: pages.map((_, index) => index * 10) };
}

const nodeOf = (tree: CommentTree, id: string): CommentNode => commentsOf(tree).find((node) => node.id === id)!;

describe('loading the tree', () => {
  it('starts every comment with its replies unopened and lists each comment once', () => {
    const [a, b] = [aComment(), aComment()];
    const tree = treeOf([
      { data: [a, b], total: 3 },
      { data: [b], total: 3 },
    ]);
    expect(commentsOf(tree).map((node) => node.id)).toEqual([a.id, b.id]);
    expect(nodeOf(tree, a.id).replies).toBeNull();
  });

  it('keeps the replies someone opened when the same comments are read again', () => {
    const parent = aComment({ replyCount: 1 });
    const reply = aReply(parent);
    const opened = addReplies(treeOf([{ data: [parent], total: 1 }]), parent.id, { data: [reply], total: 1 });
    const page = toCommentPage({ data: [{ ...parent, likesCount: 5 }], total: 1 }, opened);
    expect(page.data[0]!.likesCount).toBe(5);
    expect(page.data[0]!.replies?.data).toEqual([reply]);
  });
});

describe('a new comment', () => {
  it('goes to the top of the list, and every page counts one more', () => {
    const old = aComment();
    const fresh = aComment();
    const tree = addComment(
      treeOf([
        { data: [old], total: 2 },
        { data: [aComment()], total: 2 },
      ]),
      fresh,
    );
    expect(commentsOf(tree)[0]).toEqual({ ...fresh, replies: null });
    expect(tree.pages.map((page) => page.total)).toEqual([3, 3]);
  });

  it('starts a list that has no page yet', () => {
    const fresh = aComment();
    expect(commentsOf(addComment({ pages: [], pageParams: [] }, fresh)).map((node) => node.id)).toEqual([fresh.id]);
  });

  it('as a reply goes to the top of its parent’s replies and raises replyCount', () => {
    const parent = aComment({ replyCount: 2 });
    const older = aReply(parent);
    let tree = addReplies(treeOf([{ data: [parent], total: 1 }]), parent.id, { data: [older], total: 2 });
    const reply = aReply(parent);
    tree = addComment(tree, reply);
    const node = nodeOf(tree, parent.id);
    expect(node.replyCount).toBe(3);
    expect(node.replies).toEqual({ data: [reply, older], total: 3 });
    expect(tree.pages[0]!.total).toBe(1);
  });

  it('as a reply to unopened replies shows alone, the others still to load', () => {
    const parent = aComment({ replyCount: 4 });
    const reply = aReply(parent);
    const node = nodeOf(addComment(treeOf([{ data: [parent], total: 1 }]), reply), parent.id);
    expect(node.replyCount).toBe(5);
    expect(node.replies).toEqual({ data: [reply], total: 5 });
    expect(hasMoreReplies(node)).toBe(true);
  });
});

describe('an edit', () => {
  it('replaces the comment with the server’s edited copy and keeps its replies', () => {
    const parent = aComment({ replyCount: 1 });
    const reply = aReply(parent);
    let tree = addReplies(treeOf([{ data: [parent], total: 1 }]), parent.id, { data: [reply], total: 1 });
    const edited = { ...parent, comment: 'Better', edited: true, updatedOn: '2026-03-05T10:00:00.000Z' };
    tree = replaceComment(tree, edited);
    expect(nodeOf(tree, parent.id)).toEqual({ ...edited, replies: { data: [reply], total: 1 } });
  });

  it('reaches a reply too', () => {
    const parent = aComment({ replyCount: 1 });
    const reply = aReply(parent);
    let tree = addReplies(treeOf([{ data: [parent], total: 1 }]), parent.id, { data: [reply], total: 1 });
    tree = replaceComment(tree, { ...reply, comment: 'Fixed', edited: true });
    expect(nodeOf(tree, parent.id).replies?.data[0]).toMatchObject({ comment: 'Fixed', edited: true });
  });
});

describe('a removal', () => {
  it('drops a top-level comment and counts one less', () => {
    const [a, b] = [aComment(), aComment()];
    const tree = removeComment(treeOf([{ data: [a, b], total: 2 }]), {
      commentId: a.id,
      parentId: null,
      parentReplyCount: null,
      commentsCount: 1,
    });
    expect(commentsOf(tree).map((node) => node.id)).toEqual([b.id]);
    expect(tree.pages[0]!.total).toBe(1);
  });

  it('leaves a tree that never held the comment as it was', () => {
    const tree = treeOf([{ data: [aComment()], total: 1 }]);
    const removed = { commentId: aComment().id, parentId: null, parentReplyCount: null, commentsCount: 0 };
    expect(removeComment(tree, removed)).toBe(tree);
  });

  it('of a reply lowers its parent’s replyCount to the server’s count', () => {
    const parent = aComment({ replyCount: 2 });
    const [first, second] = [aReply(parent), aReply(parent)];
    let tree = addReplies(treeOf([{ data: [parent], total: 1 }]), parent.id, { data: [first, second], total: 2 });
    tree = removeComment(tree, { commentId: first.id, parentId: parent.id, parentReplyCount: 1, commentsCount: 2 });
    expect(nodeOf(tree, parent.id)).toMatchObject({ replyCount: 1, replies: { data: [second], total: 1 } });
  });

  it('of the last reply drops the replies list', () => {
    const parent = aComment({ replyCount: 1 });
    const reply = aReply(parent);
    let tree = addReplies(treeOf([{ data: [parent], total: 1 }]), parent.id, { data: [reply], total: 1 });
    tree = removeComment(tree, { commentId: reply.id, parentId: parent.id, parentReplyCount: 0, commentsCount: 1 });
    expect(nodeOf(tree, parent.id)).toMatchObject({ replyCount: 0, replies: null });
  });

  it('of a reply not opened here still lowers the count', () => {
    const parent = aComment({ replyCount: 3 });
    const removed = { commentId: aReply(parent).id, parentId: parent.id, parentReplyCount: null, commentsCount: 3 };
    const tree = removeComment(treeOf([{ data: [parent], total: 1 }]), removed);
    expect(nodeOf(tree, parent.id)).toMatchObject({ replyCount: 2, replies: null });
  });
});

describe('likes', () => {
  it('like adds one and sets liked; unlike takes one and clears it', () => {
    const comment = aComment({ likesCount: 2 });
    const liked = setLiked(treeOf([{ data: [comment], total: 1 }]), comment.id, true);
    expect(nodeOf(liked, comment.id)).toMatchObject({ liked: true, likesCount: 3 });
    const unliked = setLiked(liked, comment.id, false);
    expect(nodeOf(unliked, comment.id)).toMatchObject({ liked: false, likesCount: 2 });
  });

  it('changes nothing when the comment is already so', () => {
    const comment = aComment({ liked: true, likesCount: 2 });
    const tree = setLiked(treeOf([{ data: [comment], total: 1 }]), comment.id, true);
    expect(nodeOf(tree, comment.id)).toMatchObject({ liked: true, likesCount: 2 });
  });

  it('reaches replies, and the server’s state wins', () => {
    const parent = aComment({ replyCount: 1 });
    const reply = aReply(parent, { likesCount: 1 });
    let tree = addReplies(treeOf([{ data: [parent], total: 1 }]), parent.id, { data: [reply], total: 1 });
    tree = setLiked(tree, reply.id, true);
    expect(nodeOf(tree, parent.id).replies?.data[0]).toMatchObject({ liked: true, likesCount: 2 });
    tree = withLikeState(tree, { commentId: reply.id, liked: true, likesCount: 7 });
    expect(nodeOf(tree, parent.id).replies?.data[0]).toMatchObject({ liked: true, likesCount: 7 });
    expect(nodeOf(tree, parent.id).likesCount).toBe(0);
  });
});

describe('replies on demand', () => {
  it('append each page after those shown, each reply once, and follow the server’s count', () => {
    const parent = aComment({ replyCount: 3 });
    const [a, b, c] = [aReply(parent), aReply(parent), aReply(parent)];
    let tree = addReplies(treeOf([{ data: [parent], total: 1 }]), parent.id, { data: [a, b], total: 3 });
    expect(hasMoreReplies(nodeOf(tree, parent.id))).toBe(true);
    tree = addReplies(tree, parent.id, { data: [b, c], total: 3 });
    expect(nodeOf(tree, parent.id).replies?.data.map((reply) => reply.id)).toEqual([a.id, b.id, c.id]);
    expect(hasMoreReplies(nodeOf(tree, parent.id))).toBe(false);
    expect(loadedIds(tree)).toEqual([parent.id, a.id, b.id, c.id]);
  });

  it('leave no list when the server has none any more', () => {
    const parent = aComment({ replyCount: 1 });
    const tree = addReplies(treeOf([{ data: [parent], total: 1 }]), parent.id, { data: [], total: 0 });
    expect(nodeOf(tree, parent.id)).toMatchObject({ replyCount: 0, replies: null });
  });

  it('fold away again', () => {
    const parent = aComment({ replyCount: 1 });
    const tree = addReplies(treeOf([{ data: [parent], total: 1 }]), parent.id, { data: [aReply(parent)], total: 1 });
    expect(nodeOf(hideReplies(tree, parent.id), parent.id).replies).toBeNull();
  });
});
