import { api, COMMENT } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, signedInUser } from '../support/channels.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { addComment, commentRow, commentSnapshot, commentsCount, commentWorld, makeSuperAdmin } from './support.js';

const server = useTestServer();

describe('PUT /post/comment/update', () => {
  it('changes the text and marks the comment edited with a new time', async () => {
    const { viewer, post } = await commentWorld(server);
    const created = await addComment(viewer.client, post.id, 'Frist');
    const res = await viewer.client.call(api.comments.update, { body: { commentId: created.id, comment: ' First ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, comment: 'First', edited: true, createdOn: created.createdOn });
    expect(Date.parse(res.body.updatedOn)).toBeGreaterThan(Date.parse(created.updatedOn));
    expect(await commentRow(server, created.id)).toMatchObject({ comment: 'First', edited: true });
  });

  it('answers NO_CHANGES_DETECTED for the same text after trimming, and changes nothing', async () => {
    const { viewer, post } = await commentWorld(server);
    const created = await addComment(viewer.client, post.id, 'Same');
    const before = await commentSnapshot(server);
    const res = await viewer.client.call(api.comments.update, { body: { commentId: created.id, comment: '  Same ' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'NO_CHANGES_DETECTED', error: 'No changes detected.' });
    expect(await commentSnapshot(server)).toEqual(before);
  });

  it("answers NOT_AUTHORIZED for another user's comment, even the post's author or the super admin", async () => {
    const { author, viewer, post } = await commentWorld(server);
    const created = await addComment(viewer.client, post.id, 'Mine');
    const admin = await signedInUser(server, 'Admin');
    await makeSuperAdmin(server, admin.user.id);
    const before = await commentSnapshot(server);
    for (const client of [author.client, admin.client]) {
      const res = await client.call(api.comments.update, { body: { commentId: created.id, comment: 'Yours' } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: 'NOT_AUTHORIZED', error: 'You are not authorized.' });
    }
    expect(await commentSnapshot(server)).toEqual(before);
  });

  it('answers 400 for a bad body, 401 signed out and COMMENT_NOT_FOUND for a missing or hidden comment', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const created = await addComment(viewer.client, post.id, 'Mine');
    const hiddenPost = await insertPost(server, author.user.id, { public: false });
    const hidden = await addComment(author.client, hiddenPost.id, 'Private');
    const before = await commentSnapshot(server);
    const cases: [unknown, string[]][] = [
      [{ commentId: created.id, comment: ' ' }, ['Comment is required']],
      [{ commentId: created.id }, ['Comment is required']],
      [
        { commentId: created.id, comment: 'y'.repeat(COMMENT.max + 1) },
        [`Comment: Please enter up to ${COMMENT.max} characters long`],
      ],
      [{ commentId: 'nope', comment: 'Hi' }, ['Comment id must be a valid id']],
    ];
    for (const [body, messages] of cases) {
      const res = await viewer.client.call(api.comments.update, { body: body as never });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
    const signedOut = await server
      .client()
      .call(api.comments.update, { body: { commentId: created.id, comment: 'X' } });
    expect(signedOut.status).toBe(401);
    // The author of a hidden post's comment cannot be told apart from a missing one.
    for (const commentId of [MISSING_ID, hidden.id]) {
      const res = await viewer.client.call(api.comments.update, { body: { commentId, comment: 'Hi' } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('COMMENT_NOT_FOUND');
    }
    expect(await commentSnapshot(server)).toEqual(before);
  });
});

describe('DELETE /post/comment/remove/:commentId', () => {
  it('removes a top-level comment with its replies and their likes, lowering the post count by all', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const top = await addComment(viewer.client, post.id, 'Thread');
    const keep = await addComment(author.client, post.id, 'Another');
    const r1 = await addComment(author.client, post.id, 'Reply 1', top.id);
    await addComment(viewer.client, post.id, 'Reply 2', top.id);
    await author.client.call(api.comments.like, { body: { postId: post.id, postCommentId: r1.id } });
    expect(await commentsCount(server, post.id)).toBe(4);

    const res = await viewer.client.call(api.comments.remove, { params: { commentId: top.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ commentId: top.id, parentId: null, parentReplyCount: null, commentsCount: 1 });
    const left = await server.db.selectFrom('post_comments').select('id').execute();
    expect(left).toEqual([{ id: keep.id }]);
    expect(await server.db.selectFrom('post_comment_likes').selectAll().execute()).toEqual([]);
    expect(await commentsCount(server, post.id)).toBe(1);
    const detail = await viewer.client.call(api.posts.detail, { params: { postId: post.id } });
    expect(detail.body.postReaction.commentsCount).toBe(1);
  });

  it("removes a reply, lowering its parent's reply count and the post's count by one", async () => {
    const { author, viewer, post } = await commentWorld(server);
    const top = await addComment(viewer.client, post.id, 'Thread');
    const r1 = await addComment(author.client, post.id, 'Reply 1', top.id);
    await addComment(viewer.client, post.id, 'Reply 2', top.id);
    const res = await author.client.call(api.comments.remove, { params: { commentId: r1.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ commentId: r1.id, parentId: top.id, parentReplyCount: 1, commentsCount: 2 });
    expect(await commentRow(server, r1.id)).toBeUndefined();
    expect(await commentRow(server, top.id)).toMatchObject({ reply_count: 1 });
  });

  it("lets the super admin remove another user's comment", async () => {
    const { viewer, post } = await commentWorld(server);
    const created = await addComment(viewer.client, post.id, 'Spam');
    const admin = await signedInUser(server, 'Admin');
    await makeSuperAdmin(server, admin.user.id);
    const list = await admin.client.call(api.comments.list, { params: { postId: post.id } });
    expect(list.body.data[0]?.permissions).toEqual({ canEdit: false, canDelete: true });
    const res = await admin.client.call(api.comments.remove, { params: { commentId: created.id } });
    expect(res.status).toBe(200);
    expect(await commentRow(server, created.id)).toBeUndefined();
    expect(await commentsCount(server, post.id)).toBe(0);
  });

  it("answers NOT_AUTHORIZED to another user, even the post's author, and keeps the comment", async () => {
    const { author, viewer, post } = await commentWorld(server);
    const created = await addComment(viewer.client, post.id, 'Mine');
    const before = await commentSnapshot(server);
    const res = await author.client.call(api.comments.remove, { params: { commentId: created.id } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('NOT_AUTHORIZED');
    expect(await commentSnapshot(server)).toEqual(before);
  });

  it('answers 400 for a bad id, 401 signed out and COMMENT_NOT_FOUND for a missing or hidden comment', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const created = await addComment(viewer.client, post.id, 'Mine');
    const hiddenPost = await insertPost(server, author.user.id, { public: false });
    const hidden = await addComment(author.client, hiddenPost.id, 'Private');
    const admin = await signedInUser(server, 'Admin');
    await makeSuperAdmin(server, admin.user.id);
    const before = await commentSnapshot(server);
    const bad = await viewer.client.call(api.comments.remove, { params: { commentId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Comment id must be a valid id']);
    expect((await server.client().call(api.comments.remove, { params: { commentId: created.id } })).status).toBe(401);
    for (const [client, commentId] of [
      [viewer.client, MISSING_ID],
      [viewer.client, hidden.id],
      [admin.client, hidden.id],
    ] as const) {
      const res = await client.call(api.comments.remove, { params: { commentId } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('COMMENT_NOT_FOUND');
    }
    expect(await commentSnapshot(server)).toEqual(before);
  });

  it('answers COMMENT_NOT_FOUND the second time', async () => {
    const { viewer, post } = await commentWorld(server);
    const created = await addComment(viewer.client, post.id, 'Once');
    expect((await viewer.client.call(api.comments.remove, { params: { commentId: created.id } })).status).toBe(200);
    const again = await viewer.client.call(api.comments.remove, { params: { commentId: created.id } });
    expect(again.status).toBe(404);
    expect(await commentsCount(server, post.id)).toBe(0);
  });
});
