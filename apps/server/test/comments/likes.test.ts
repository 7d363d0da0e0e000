import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, signedInUser } from '../support/channels.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { addComment, commentRow, commentSnapshot, commentWorld, type User } from './support.js';

const server = useTestServer();

const like = (user: User, postId: string, postCommentId: string) =>
  user.client.call(api.comments.like, { body: { postId, postCommentId } });
const unlike = (user: User, commentId: string) => user.client.call(api.comments.unlike, { params: { commentId } });

describe('POST /post/comment/like/create and DELETE /post/comment/like/remove/:commentId', () => {
  it('likes once however often asked, and takes the like back once', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const comment = await addComment(author.client, post.id, 'Like me');
    const first = await like(viewer, post.id, comment.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ commentId: comment.id, liked: true, likesCount: 1 });
    expect((await like(viewer, post.id, comment.id)).body).toEqual({
      commentId: comment.id,
      liked: true,
      likesCount: 1,
    });
    const listed = await viewer.client.call(api.comments.list, { params: { postId: post.id } });
    expect(listed.body.data[0]).toMatchObject({ liked: true, likesCount: 1 });
    const authorView = await author.client.call(api.comments.list, { params: { postId: post.id } });
    expect(authorView.body.data[0]).toMatchObject({ liked: false, likesCount: 1 });

    expect((await unlike(viewer, comment.id)).body).toEqual({ commentId: comment.id, liked: false, likesCount: 0 });
    expect((await unlike(viewer, comment.id)).body).toEqual({ commentId: comment.id, liked: false, likesCount: 0 });
    expect(await commentRow(server, comment.id)).toMatchObject({ likes_count: 0 });
    expect(await server.db.selectFrom('post_comment_likes').selectAll().execute()).toEqual([]);
  });

  it('counts likes of many users at once, and of replies too', async () => {
    const { author, post } = await commentWorld(server);
    const top = await addComment(author.client, post.id, 'Top');
    const reply = await addComment(author.client, post.id, 'Reply', top.id);
    const fans = await Promise.all(Array.from({ length: 5 }, (_, i) => signedInUser(server, `Fan ${i}`)));
    await Promise.all(fans.flatMap((fan) => [like(fan, post.id, top.id), like(fan, post.id, top.id)]));
    await Promise.all(fans.slice(0, 3).map((fan) => like(fan, post.id, reply.id)));
    await Promise.all(fans.slice(0, 2).map((fan) => unlike(fan, top.id)));
    expect(await commentRow(server, top.id)).toMatchObject({ likes_count: 3 });
    expect(await commentRow(server, reply.id)).toMatchObject({ likes_count: 3 });
  });

  it('answers COMMENT_NOT_FOUND for a comment of another post, a missing one or a hidden one', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const other = await insertPost(server, author.user.id);
    const elsewhere = await addComment(author.client, other.id, 'Elsewhere');
    const hiddenPost = await insertPost(server, author.user.id, { public: false });
    const hidden = await addComment(author.client, hiddenPost.id, 'Private');
    const before = await commentSnapshot(server);
    const refused = [
      like(viewer, post.id, elsewhere.id),
      like(viewer, post.id, MISSING_ID),
      like(viewer, hiddenPost.id, hidden.id),
      unlike(viewer, hidden.id),
      unlike(viewer, MISSING_ID),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'COMMENT_NOT_FOUND', error: 'Comment not found.' });
    }
    expect(await commentSnapshot(server)).toEqual(before);
  });

  it('answers 400 with the messages for bad input and 401 signed out, and writes nothing', async () => {
    const { author, viewer, post } = await commentWorld(server);
    const comment = await addComment(author.client, post.id, 'Like me');
    const before = await commentSnapshot(server);
    const cases: [unknown, string[]][] = [
      [{ postId: post.id }, ['Comment id must be a valid id']],
      [{ postId: 'nope', postCommentId: comment.id }, ['Post id must be a valid id']],
      [{ postId: post.id, postCommentId: 'nope' }, ['Comment id must be a valid id']],
    ];
    for (const [body, messages] of cases) {
      const res = await viewer.client.call(api.comments.like, { body: body as never });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
    const bad = await viewer.client.call(api.comments.unlike, { params: { commentId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Comment id must be a valid id']);
    const anonymous = server.client();
    expect(
      (await anonymous.call(api.comments.like, { body: { postId: post.id, postCommentId: comment.id } })).status,
    ).toBe(401);
    expect((await anonymous.call(api.comments.unlike, { params: { commentId: comment.id } })).status).toBe(401);
    expect(await commentSnapshot(server)).toEqual(before);
  });
});
