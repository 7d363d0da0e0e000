import { api, COMMENT, LISTS, type Comment } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { follow, insertChannel, insertZone, MISSING_ID, signedInUser } from '../support/channels.js';
import { insertPost, minutesAgo } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { addComment, commentWorld, setCreatedAt } from './support.js';

const server = useTestServer();

const texts = (data: Comment[]) => data.map((c) => c.comment);

/** Five top-level comments an hour apart ('c1' oldest), liked 0, 2, 1, 2, 0 times; 'c2' has two replies. */
async function thread() {
  const world = await commentWorld(server);
  const { author, viewer, post } = world;
  const fans = [await signedInUser(server, 'Fan 1'), await signedInUser(server, 'Fan 2')];
  const likes = [0, 2, 1, 2, 0];
  const top: Comment[] = [];
  for (const [i, count] of likes.entries()) {
    const comment = await addComment(i % 2 ? author.client : viewer.client, post.id, `c${i + 1}`);
    await setCreatedAt(server, comment.id, minutesAgo(60 * (10 - i)));
    for (const fan of fans.slice(0, count)) {
      await fan.client.call(api.comments.like, { body: { postId: post.id, postCommentId: comment.id } });
    }
    top.push(comment);
  }
  const r1 = await addComment(viewer.client, post.id, 'r1', top[1]!.id);
  const r2 = await addComment(author.client, post.id, 'r2', r1.id);
  await setCreatedAt(server, r1.id, minutesAgo(30));
  await setCreatedAt(server, r2.id, minutesAgo(20));
  return { ...world, fans, top, replies: [r1, r2] };
}

describe('GET /post/comment/list/:postId', () => {
  it('lists top-level comments newest first, with author, liked and permissions', async () => {
    const { viewer, author, post, fans } = await thread();
    const res = await fans[0]!.client.call(api.comments.list, { params: { postId: post.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, limit: COMMENT.page, skip: 0 });
    expect(texts(res.body.data)).toEqual(['c5', 'c4', 'c3', 'c2', 'c1']);
    const [c5, c4] = res.body.data;
    expect(c5).toMatchObject({
      user: { id: viewer.user.id, fullName: 'Viewer', userName: viewer.user.user_name, displayPhoto: null },
      liked: false,
      likesCount: 0,
      permissions: { canEdit: false, canDelete: false },
    });
    expect(c4).toMatchObject({ user: { id: author.user.id }, liked: true, likesCount: 2, replyCount: 0 });
    expect(res.body.data[3]).toMatchObject({ comment: 'c2', replyCount: 2, liked: true });
    const own = await viewer.client.call(api.comments.list, { params: { postId: post.id } });
    expect(own.body.data[0]).toMatchObject({ comment: 'c5', permissions: { canEdit: true, canDelete: true } });
    expect(own.body.data[1]).toMatchObject({ comment: 'c4', permissions: { canEdit: false, canDelete: false } });
  });

  it('lists the most liked first, then the newest', async () => {
    const { viewer, post } = await thread();
    const res = await viewer.client.call(api.comments.list, {
      params: { postId: post.id },
      query: { sortBy: 'likesCount' },
    });
    expect(texts(res.body.data)).toEqual(['c4', 'c2', 'c3', 'c5', 'c1']);
  });

  it('pages with limit and skip, without overlap, for both sorts', async () => {
    const { viewer, post } = await thread();
    // Same time for all: the id alone orders them, so pages must still not overlap.
    const at = minutesAgo(5);
    for (const row of await server.db.selectFrom('post_comments').select('id').execute()) {
      await setCreatedAt(server, row.id, at);
    }
    for (const sortBy of COMMENT.sorts) {
      const seen: string[] = [];
      for (const skip of [0, 2, 4]) {
        const res = await viewer.client.call(api.comments.list, {
          params: { postId: post.id },
          query: { limit: 2, skip, sortBy },
        });
        expect(res.body).toMatchObject({ total: 5, limit: 2, skip });
        seen.push(...res.body.data.map((c) => c.id));
      }
      const whole = await viewer.client.call(api.comments.list, { params: { postId: post.id }, query: { sortBy } });
      expect(seen).toEqual(whole.body.data.map((c) => c.id));
      expect(new Set(seen).size).toBe(5);
    }
  });

  it('answers an empty page for a post without comments', async () => {
    const { viewer, post } = await commentWorld(server);
    const res = await viewer.client.call(api.comments.list, { params: { postId: post.id } });
    expect(res.body).toEqual({ data: [], total: 0, limit: COMMENT.page, skip: 0 });
  });

  it('answers 400 with the messages for bad paging, sort or id', async () => {
    const { viewer, post } = await commentWorld(server);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ limit: 0 }, ['This field must be bigger than or equal to 1']],
      [{ limit: LISTS.maxPageSize + 1 }, [`This field must be smaller than or equal to ${LISTS.maxPageSize}`]],
      [{ limit: 'ten' }, ['Limit must be a number']],
      [{ skip: -1 }, ['This field must be bigger than or equal to 0']],
      [{ sortBy: 'oldest' }, ['Sort must be one of createdOn, likesCount']],
    ];
    for (const [query, messages] of cases) {
      const res = await viewer.client.call(api.comments.list, { params: { postId: post.id }, query: query as never });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
    const badId = await viewer.client.call(api.comments.list, { params: { postId: 'nope' } });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toEqual(['Post id must be a valid id']);
  });

  it('answers 401 signed out and POST_NOT_FOUND for a missing or hidden post, showing nothing', async () => {
    const { author, viewer } = await commentWorld(server);
    const zone = await insertZone(server, author.user, { public: false });
    const channel = await insertChannel(server, zone.id, author.user);
    const inZone = await insertPost(server, author.user.id, { channel });
    const own = await insertPost(server, author.user.id, { public: false });
    await addComment(author.client, inZone.id, 'Members only');
    await addComment(author.client, own.id, 'Private');
    expect((await server.client().call(api.comments.list, { params: { postId: inZone.id } })).status).toBe(401);
    for (const postId of [MISSING_ID, inZone.id, own.id]) {
      const res = await viewer.client.call(api.comments.list, { params: { postId } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        message: 'POST_NOT_FOUND',
        error: 'Post not found or unauthorized.',
      });
    }
    await follow(server, viewer.user, channel);
    const member = await viewer.client.call(api.comments.list, { params: { postId: inZone.id } });
    expect(texts(member.body.data)).toEqual(['Members only']);
  });
});

describe('GET /post/comment/list/:postId/:parentId', () => {
  it("lists a comment's replies, replies to replies among them, newest first", async () => {
    const { viewer, post, top } = await thread();
    const res = await viewer.client.call(api.comments.replies, { params: { postId: post.id, parentId: top[1]!.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, limit: COMMENT.repliesPage, skip: 0 });
    expect(texts(res.body.data)).toEqual(['r2', 'r1']);
    expect(res.body.data.every((c) => c.parentId === top[1]!.id)).toBe(true);
    expect(res.body.data[1]).toMatchObject({ permissions: { canEdit: true, canDelete: true } });
  });

  it('pages replies and sorts them by likes', async () => {
    const { viewer, author, post, top, replies } = await thread();
    await author.client.call(api.comments.like, { body: { postId: post.id, postCommentId: replies[0]!.id } });
    const liked = await viewer.client.call(api.comments.replies, {
      params: { postId: post.id, parentId: top[1]!.id },
      query: { sortBy: 'likesCount', limit: 1 },
    });
    expect(liked.body).toMatchObject({ total: 2, limit: 1, skip: 0 });
    expect(texts(liked.body.data)).toEqual(['r1']);
    const next = await viewer.client.call(api.comments.replies, {
      params: { postId: post.id, parentId: top[1]!.id },
      query: { sortBy: 'likesCount', limit: 1, skip: 1 },
    });
    expect(texts(next.body.data)).toEqual(['r2']);
  });

  it('answers COMMENT_NOT_FOUND for a reply, a comment of another post or a missing one', async () => {
    const { author, viewer, post, replies } = await thread();
    const other = await insertPost(server, author.user.id);
    const elsewhere = await addComment(author.client, other.id, 'Elsewhere');
    for (const parentId of [replies[0]!.id, elsewhere.id, MISSING_ID]) {
      const res = await viewer.client.call(api.comments.replies, { params: { postId: post.id, parentId } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('COMMENT_NOT_FOUND');
    }
  });

  it('answers POST_NOT_FOUND for a hidden post, 401 signed out and 400 for bad ids', async () => {
    const { author, viewer } = await commentWorld(server);
    const hidden = await insertPost(server, author.user.id, { public: false });
    const top = await addComment(author.client, hidden.id, 'Private');
    await addComment(author.client, hidden.id, 'Private reply', top.id);
    const res = await viewer.client.call(api.comments.replies, { params: { postId: hidden.id, parentId: top.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('POST_NOT_FOUND');
    expect(JSON.stringify(res.body)).not.toContain('Private');
    const signedOut = await server
      .client()
      .call(api.comments.replies, { params: { postId: hidden.id, parentId: top.id } });
    expect(signedOut.status).toBe(401);
    const bad = await viewer.client.call(api.comments.replies, { params: { postId: hidden.id, parentId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Parent comment id must be a valid id']);
  });
});
