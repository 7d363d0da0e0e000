import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, signedInUser } from '../support/channels.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function world() {
  const author = await signedInUser(server, 'Author');
  const viewer = await signedInUser(server, 'Viewer');
  const first = await insertPost(server, author.user.id, { title: 'first' });
  const second = await insertPost(server, author.user.id, { title: 'second' });
  return { author, viewer, first, second };
}

const pinnedOf = async (userId: string) =>
  (await server.db.selectFrom('users').select('featured_post_id').where('id', '=', userId).executeTakeFirstOrThrow())
    .featured_post_id;

describe('the pinned post', () => {
  it('pins one of my posts, replaces it with another, and shows it on my profile', async () => {
    const { author, viewer, first, second } = await world();
    const none = await viewer.client.call(api.posts.featured, { params: { userId: author.user.id } });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();

    const pinned = await author.client.call(api.posts.feature, { params: { postId: first.id } });
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({ id: first.id, featured: true });
    await author.client.call(api.posts.feature, { params: { postId: second.id } });
    expect(await pinnedOf(author.user.id)).toBe(second.id);

    const shown = await viewer.client.call(api.posts.featured, { params: { userId: author.user.id } });
    expect(shown.body).toMatchObject({ id: second.id, title: 'second', featured: true });
    const feed = await viewer.client.call(api.posts.feed);
    expect(feed.body.data.map((p) => [p.title, p.featured])).toEqual([
      ['second', true],
      ['first', false],
    ]);
  });

  it('unpins', async () => {
    const { author, first } = await world();
    await author.client.call(api.posts.feature, { params: { postId: first.id } });
    const res = await author.client.call(api.posts.unfeature);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await pinnedOf(author.user.id)).toBeNull();
  });

  it('answers null to a viewer who may not see the pinned post, the post to its author', async () => {
    const { author, viewer } = await world();
    const hidden = await insertPost(server, author.user.id, { public: false });
    await author.client.call(api.posts.feature, { params: { postId: hidden.id } });
    const res = await viewer.client.call(api.posts.featured, { params: { userId: author.user.id } });
    expect(res.body).toBeNull();
    const own = await author.client.call(api.posts.featured, { params: { userId: author.user.id } });
    expect(own.body?.id).toBe(hidden.id);
  });

  it("answers NOT_AUTHORIZED for pinning someone else's post, POST_NOT_FOUND for an unknown one", async () => {
    const { viewer, first } = await world();
    const theirs = await viewer.client.call(api.posts.feature, { params: { postId: first.id } });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('NOT_AUTHORIZED');
    const missing = await viewer.client.call(api.posts.feature, { params: { postId: MISSING_ID } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('POST_NOT_FOUND');
    expect(await pinnedOf(viewer.user.id)).toBeNull();
  });

  it('answers USER_NOT_FOUND for an unknown user, 400 for a malformed id, 401 signed out', async () => {
    const { viewer, author } = await world();
    const missing = await viewer.client.call(api.posts.featured, { params: { userId: MISSING_ID } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('USER_NOT_FOUND');
    const bad = await viewer.client.call(api.posts.featured, { params: { userId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['User id must be a valid id']);
    const anonymous = server.client();
    expect((await anonymous.call(api.posts.featured, { params: { userId: author.user.id } })).status).toBe(401);
    expect((await anonymous.call(api.posts.unfeature)).status).toBe(401);
    expect((await anonymous.call(api.posts.feature, { params: { postId: MISSING_ID } })).status).toBe(401);
  });
});
