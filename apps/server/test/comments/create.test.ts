import { api, COMMENT } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { follow, insertChannel, insertZone, MISSING_ID, signedInUser } from '../support/channels.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { addComment, commentRow, commentSnapshot, commentsCount, commentWorld } from './support.js';

const server = useTestServer();

describe('POST /post/comment/create', () => {
  it('stores a top-level comment and answers it with its author and permissions', async () => {
    const { viewer, post } = await commentWorld(server);
    const res = await viewer.client.call(api.comments.create, { body: { postId: post.id, comment: '  Nice video  ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      comment: 'Nice video',
      postId: post.id,
      parentId: null,
      user: { id: viewer.user.id, fullName: 'Viewer', userName: viewer.user.user_name, displayPhoto: null },
      replyCount: 0,
      likesCount: 0,
      liked: false,
      edited: false,
      permissions: { canEdit: true, canDelete: true },
    });
    expect(res.body.createdOn).toBe(res.body.updatedOn);
    expect(await commentRow(server, res.body.id)).toMatchObject({
      post_id: post.id,
      parent_id: null,
      created_by: viewer.user.id,
      comment: 'Nice video',
    });
    expect(await commentsCount(server, post.id)).toBe(1);
    const detail = await viewer.client.call(api.posts.detail, { params: { postId: post.id } });
    expect(detail.body.postReaction.commentsCount).toBe(1);
  });

  it('adds a reply under its comment, counting it on the comment and the post', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const top = await addComment(viewer.client, post.id, 'First');
    const reply = await addComment(author.client, post.id, 'Thanks', top.id);
    expect(reply).toMatchObject({ parentId: top.id, postId: post.id, replyCount: 0 });
    expect(await commentRow(server, top.id)).toMatchObject({ reply_count: 1 });
    expect(await commentsCount(server, post.id)).toBe(2);
  });

  it('attaches a reply to a reply to the top-level comment (one level deep)', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const top = await addComment(viewer.client, post.id, 'First');
    const reply = await addComment(author.client, post.id, 'Thanks', top.id);
    const replyToReply = await addComment(viewer.client, post.id, 'You are welcome', reply.id);
    expect(replyToReply.parentId).toBe(top.id);
    expect(await commentRow(server, top.id)).toMatchObject({ reply_count: 2 });
    expect(await commentRow(server, reply.id)).toMatchObject({ reply_count: 0 });
    expect(await commentsCount(server, post.id)).toBe(3);
  });

  it('counts every comment of many users commenting at once', async () => {
    const { viewer, post } = await commentWorld(server);
    const top = await addComment(viewer.client, post.id, 'Thread');
    const users = await Promise.all(Array.from({ length: 5 }, (_, i) => signedInUser(server, `Fan ${i}`)));
    await Promise.all(
      users.flatMap((u) => [addComment(u.client, post.id, 'Top'), addComment(u.client, post.id, 'Reply', top.id)]),
    );
    expect(await commentsCount(server, post.id)).toBe(11);
    expect(await commentRow(server, top.id)).toMatchObject({ reply_count: 5 });
  });

  it('answers 400 with the messages for a bad body, and writes nothing', async () => {
    const { viewer, post } = await commentWorld(server);
    const before = await commentSnapshot(server);
    const cases: [unknown, string[]][] = [
      [{ postId: post.id }, ['Comment is required']],
      [{ postId: post.id, comment: '' }, ['Comment is required']],
      [{ postId: post.id, comment: '   ' }, ['Comment is required']],
      [{ postId: post.id, comment: 42 }, ['Comment must be text']],
      [
        { postId: post.id, comment: 'x'.repeat(COMMENT.max + 1) },
        [`Comment: Please enter up to ${COMMENT.max} characters long`],
      ],
      [{ postId: 'nope', comment: 'Hi' }, ['Post id must be a valid id']],
      [{ comment: 'Hi' }, ['Post id must be a valid id']],
      [{ postId: post.id, comment: 'Hi', parentId: 'nope' }, ['Parent comment id must be a valid id']],
      // PostgreSQL cannot store NUL: this was a 500.
      [{ postId: post.id, comment: 'Hi\u0000there' }, ['Comment contains characters that are not allowed']],
      [{ postId: post.id, comment: 'Hi\u0007there' }, ['Comment contains characters that are not allowed']],
    ];
    for (const [body, messages] of cases) {
      const res = await viewer.client.call(api.comments.create, { body: body as never });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
    expect(await commentSnapshot(server)).toEqual(before);
  });

  it('keeps the line breaks of a comment of several lines', async () => {
    const { viewer, post } = await commentWorld(server);
    const res = await viewer.client.call(api.comments.create, {
      body: { postId: post.id, comment: 'One\nTwo\r\n\tThree' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ comment: 'One\nTwo\r\n\tThree' });
  });

  it('takes a comment of exactly the longest length, and an empty parent id as none', async () => {
    const { viewer, post } = await commentWorld(server);
    const longest = 'x'.repeat(COMMENT.max);
    const res = await viewer.client.call(api.comments.create, {
      body: { postId: post.id, comment: longest, parentId: '' as never },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ comment: longest, parentId: null });
  });

  it('answers 401 signed out, and writes nothing', async () => {
    const { post } = await commentWorld(server);
    const res = await server.client().call(api.comments.create, { body: { postId: post.id, comment: 'Hi' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
    expect(await commentsCount(server, post.id)).toBe(0);
  });

  it('answers POST_COMMENTS_NOT_ALLOWED when comments are off, even for the author', async () => {
    const { author, viewer, post } = await commentWorld(server, { allowComments: false });
    const before = await commentSnapshot(server);
    for (const client of [viewer.client, author.client]) {
      const res = await client.call(api.comments.create, { body: { postId: post.id, comment: 'Hi' } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        message: 'POST_COMMENTS_NOT_ALLOWED',
        error: 'Comments are turned off for this post.',
      });
    }
    expect(await commentSnapshot(server)).toEqual(before);
  });

  it('answers POST_NOT_FOUND for a missing post or one the caller may not see', async () => {
    const { author, viewer } = await commentWorld(server);
    const zone = await insertZone(server, author.user);
    const closed = await insertChannel(server, zone.id, author.user, { public: false });
    const hidden = [
      MISSING_ID,
      (await insertPost(server, author.user.id, { public: false })).id,
      (await insertPost(server, author.user.id, { channel: closed })).id,
    ];
    const before = await commentSnapshot(server);
    for (const postId of hidden) {
      const res = await viewer.client.call(api.comments.create, { body: { postId, comment: 'Hi' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'POST_NOT_FOUND', error: 'Post not found or unauthorized.' });
    }
    expect(await commentSnapshot(server)).toEqual(before);
    // Following the private channel opens its posts to comments.
    await follow(server, viewer.user, closed);
    expect((await addComment(viewer.client, hidden[2]!, 'In now')).postId).toBe(hidden[2]);
  });

  it('answers COMMENT_NOT_FOUND for a missing parent or one of another post', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const other = await insertPost(server, author.user.id);
    const elsewhere = await addComment(author.client, other.id, 'Elsewhere');
    const before = await commentSnapshot(server);
    for (const parentId of [MISSING_ID, elsewhere.id]) {
      const res = await viewer.client.call(api.comments.create, { body: { postId: post.id, comment: 'Hi', parentId } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'COMMENT_NOT_FOUND', error: 'Comment not found.' });
    }
    expect(await commentSnapshot(server)).toEqual(before);
  });
});
