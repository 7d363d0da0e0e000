import { api, applyReaction, type ReactionAction } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, signedInUser } from '../support/channels.js';
import { countRows, insertPost, postRow, postSnapshot } from '../support/posts.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

async function world(options: Parameters<typeof insertPost>[2] = {}) {
  const author = await signedInUser(server, 'Author');
  const viewer = await signedInUser(server, 'Viewer');
  // Others have reacted before: the counts do not start at zero.
  const post = await insertPost(server, author.user.id, { likesCount: 5, dislikesCount: 2, ...options });
  return { author, viewer, post };
}

function act(client: Client, postId: string, action: ReactionAction) {
  return action === 'remove'
    ? client.call(api.posts.unlike, { params: { postId } })
    : client.call(api.posts.like, { body: { postId, type: action } });
}

describe('POST /post/like/create and DELETE /post/like/remove/:postId', () => {
  const journeys: ReactionAction[][] = [
    ['like'],
    ['like', 'dislike'],
    ['dislike', 'like'],
    ['like', 'remove'],
    ['dislike', 'remove'],
    ['like', 'like'],
    ['dislike', 'dislike'],
    ['remove'],
    ['like', 'dislike', 'remove', 'dislike'],
  ];
  for (const journey of journeys) {
    it(`agrees with applyReaction for ${journey.join(' → ')}`, async () => {
      const { viewer, post } = await world();
      let expected = { liked: false, disliked: false, likesCount: 5, dislikesCount: 2 };
      for (const action of journey) {
        expected = applyReaction(expected, action);
        const res = await act(viewer.client, post.id, action);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ postId: post.id, ...expected });
      }
      // Stored as replied: the counters on the post and the one reaction row.
      expect(await postRow(server, post.id)).toMatchObject({
        likes_count: expected.likesCount,
        dislikes_count: expected.dislikesCount,
      });
      const rows = await server.db.selectFrom('post_reactions').select('type').where('post_id', '=', post.id).execute();
      const held = expected.liked ? 'like' : expected.disliked ? 'dislike' : null;
      expect(rows).toEqual(held ? [{ type: held }] : []);
      const detail = await viewer.client.call(api.posts.detail, { params: { postId: post.id } });
      expect(detail.body).toMatchObject({
        liked: expected.liked,
        disliked: expected.disliked,
        postReaction: { likesCount: expected.likesCount, dislikesCount: expected.dislikesCount },
      });
    });
  }

  it('counts every like of many users reacting at once', async () => {
    const { author, post } = await world({ likesCount: 0, dislikesCount: 0 });
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => signedInUser(server, `Fan ${i}`)));
    await Promise.all(users.map((u) => act(u.client, post.id, 'like')));
    await Promise.all([
      ...users.slice(0, 2).map((u) => act(u.client, post.id, 'dislike')),
      act(author.client, post.id, 'like'),
    ]);
    expect(await postRow(server, post.id)).toMatchObject({ likes_count: 5, dislikes_count: 2 });
    expect(await countRows(server, 'post_reactions')).toBe(7);
  });

  it('answers POST_DISLIKE_NOT_ALLOWED when dislikes are off, and changes nothing', async () => {
    const { viewer, post } = await world({ allowDislike: false });
    await act(viewer.client, post.id, 'like');
    const before = await postSnapshot(server, post.id);
    const res = await act(viewer.client, post.id, 'dislike');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      message: 'POST_DISLIKE_NOT_ALLOWED',
      error: 'Dislikes are turned off for this post.',
    });
    expect(await postSnapshot(server, post.id)).toEqual(before);
    expect((await act(viewer.client, post.id, 'remove')).body).toMatchObject({ liked: false, likesCount: 5 });
  });

  it('answers 400 with the messages for a bad body, and writes nothing', async () => {
    const { viewer, post } = await world();
    const cases: [unknown, string[]][] = [
      [{ postId: post.id, type: 'love' }, ['Type must be one of like, dislike']],
      [{ postId: 'x', type: 'like' }, ['Post id must be a valid id']],
      [{ type: 'like' }, ['Post id must be a valid id']],
    ];
    for (const [body, messages] of cases) {
      const res = await viewer.client.call(api.posts.like, { body: body as never });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
    const bad = await viewer.client.call(api.posts.unlike, { params: { postId: 'x' } });
    expect(bad.status).toBe(400);
    expect(await countRows(server, 'post_reactions')).toBe(0);
  });

  it('answers POST_NOT_FOUND for an unknown post and 401 signed out', async () => {
    const { viewer, post } = await world();
    for (const action of ['like', 'remove'] as const) {
      const res = await act(viewer.client, MISSING_ID, action);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('POST_NOT_FOUND');
      expect((await act(server.client(), post.id, action)).status).toBe(401);
    }
    expect(await countRows(server, 'post_reactions')).toBe(0);
  });
});
