import { POST, api } from '@plaza/contract';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { countRows, insertPost, minutesAgo, postRow, postSnapshot } from '../support/posts.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function world() {
  const author = await signedInUser(server, 'Author');
  const viewer = await signedInUser(server, 'Viewer');
  const post = await insertPost(server, author.user.id, { title: 'My trip', description: 'Long drive' });
  return { author, viewer, post };
}

/** A file in the post's media folder, as the media pipeline would have written it. */
async function writeMedia(slug: string): Promise<string> {
  const folder = join(server.config.dataDir, 'media', 'videos', slug);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'master.m3u8'), '#EXTM3U\n');
  return folder;
}

describe('GET /post/feed/detail/:postId', () => {
  it('answers the post with the permissions of the caller', async () => {
    const { author, viewer, post } = await world();
    const mine = await author.client.call(api.posts.detail, { params: { postId: post.id } });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      id: post.id,
      title: 'My trip',
      description: 'Long drive',
      slug: post.slug,
      createdBy: { id: author.user.id, fullName: 'Author' },
      channel: null,
      newlyCreated: true,
      featured: false,
      permissions: { canEdit: true, canDelete: true, canFeature: true, canReport: false },
    });
    const theirs = await viewer.client.call(api.posts.detail, { params: { postId: post.id } });
    expect(theirs.body.permissions).toEqual({ canEdit: false, canDelete: false, canFeature: false, canReport: true });
  });

  it('answers POST_NOT_FOUND for an unknown id, 400 for a malformed one, 401 signed out', async () => {
    const { viewer } = await world();
    const missing = await viewer.client.call(api.posts.detail, { params: { postId: MISSING_ID } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('POST_NOT_FOUND');
    const bad = await viewer.client.call(api.posts.detail, { params: { postId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Post id must be a valid id']);
    expect((await server.client().call(api.posts.detail, { params: { postId: MISSING_ID } })).status).toBe(401);
  });
});

describe('GET /post/feed/recommended/:postId', () => {
  it('lists the same channel first, then the most viewed, never the post itself nor hidden ones', async () => {
    const { author, viewer } = await world();
    const zone = await insertZone(server, author.user);
    const channel = await insertChannel(server, zone.id, author.user);
    const other = await insertChannel(server, zone.id, author.user);
    const watched = await insertPost(server, author.user.id, { title: 'watched', channel, viewsCount: 1 });
    await insertPost(server, author.user.id, { title: 'sibling', channel, viewsCount: 2 });
    await insertPost(server, author.user.id, { title: 'popular', channel: other, viewsCount: 50 });
    await insertPost(server, author.user.id, { title: 'hidden', channel: other, viewsCount: 99, public: false });
    const res = await viewer.client.call(api.posts.recommended, { params: { postId: watched.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.title)).toEqual(['sibling', 'popular', 'My trip']);
  });

  it(`stops at ${POST.recommendedCount}`, async () => {
    const { author, viewer, post } = await world();
    for (let i = 0; i < POST.recommendedCount + 2; i += 1) await insertPost(server, author.user.id);
    const res = await viewer.client.call(api.posts.recommended, { params: { postId: post.id } });
    expect(res.body.data).toHaveLength(POST.recommendedCount);
    expect(res.body.data.map((p) => p.id)).not.toContain(post.id);
  });

  it('answers POST_NOT_FOUND for an unknown post', async () => {
    const { viewer } = await world();
    const res = await viewer.client.call(api.posts.recommended, { params: { postId: MISSING_ID } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('POST_NOT_FOUND');
  });
});

describe('PUT /post/update/:postId', () => {
  it("changes the author's title, description and visibility, and the update time", async () => {
    const { author, viewer, post } = await world();
    await server.db
      .updateTable('posts')
      .set({ updated_at: minutesAgo(60) })
      .where('id', '=', post.id)
      .execute();
    const res = await author.client.call(api.posts.update, {
      params: { postId: post.id },
      body: { title: '  New title ', description: 'New words', public: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'New title', description: 'New words', public: false });
    const row = await postRow(server, post.id);
    expect(row).toMatchObject({ title: 'New title', description: 'New words', public: false });
    expect(row!.updated_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Now private: the viewer no longer sees it.
    expect((await viewer.client.call(api.posts.detail, { params: { postId: post.id } })).status).toBe(404);
  });

  it('changes one field alone and finds the post by its new words', async () => {
    const { author, viewer, post } = await world();
    await author.client.call(api.posts.update, { params: { postId: post.id }, body: { title: 'Mountain walk' } });
    expect(await postRow(server, post.id)).toMatchObject({ title: 'Mountain walk', description: 'Long drive' });
    const found = await viewer.client.call(api.posts.feed, { query: { searchTerm: 'mountain' } });
    expect(found.body.data.map((p) => p.id)).toEqual([post.id]);
  });

  it('answers EDIT_POST_PAYLOAD_EMPTY for an empty body', async () => {
    const { author, post } = await world();
    const before = await postSnapshot(server, post.id);
    const res = await author.client.call(api.posts.update, { params: { postId: post.id }, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'EDIT_POST_PAYLOAD_EMPTY', error: 'There is nothing to update.' });
    expect(await postSnapshot(server, post.id)).toEqual(before);
  });

  it('answers 400 with the messages for bad fields, and writes nothing', async () => {
    const { author, post } = await world();
    const before = await postSnapshot(server, post.id);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ title: '' }, ['Title is required']],
      [{ title: 'x'.repeat(65) }, ['Title: Please enter up to 64 characters long']],
      [{ description: 'x'.repeat(4097) }, ['Description: Please enter up to 4096 characters long']],
      [{ public: 'maybe' }, ['Public must be true or false']],
    ];
    for (const [body, messages] of cases) {
      const res = await author.client.call(api.posts.update, { params: { postId: post.id }, body: body as never });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
    expect(await postSnapshot(server, post.id)).toEqual(before);
  });

  it('answers NOT_AUTHORIZED to someone who sees but did not write the post; 401 signed out', async () => {
    const { viewer, post } = await world();
    const before = await postSnapshot(server, post.id);
    const res = await viewer.client.call(api.posts.update, { params: { postId: post.id }, body: { title: 'Mine' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('NOT_AUTHORIZED');
    const anonymous = await server
      .client()
      .call(api.posts.update, { params: { postId: post.id }, body: { title: 'x' } });
    expect(anonymous.status).toBe(401);
    expect(await postSnapshot(server, post.id)).toEqual(before);
  });

  it('answers POST_NOT_FOUND for an unknown post', async () => {
    const { author } = await world();
    const res = await author.client.call(api.posts.update, { params: { postId: MISSING_ID }, body: { title: 'x' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('POST_NOT_FOUND');
  });
});

describe('DELETE /post/remove/:id', () => {
  it('deletes the post with its reactions, views, reports, pin and media folder', async () => {
    const { author, viewer, post } = await world();
    const folder = await writeMedia(post.slug);
    await viewer.client.call(api.posts.like, { body: { postId: post.id, type: 'like' } });
    await viewer.client.call(api.posts.viewStats, { body: { postId: post.id, startedFrom: 0, endedAt: 4 } });
    await viewer.client.call(api.postReports.create, { params: { postId: post.id }, body: { reason: 'spam' } });
    await author.client.call(api.posts.feature, { params: { postId: post.id } });
    const res = await author.client.call(api.posts.remove, { params: { id: post.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await postSnapshot(server, post.id)).toEqual({
      post: undefined,
      reactions: [],
      views: [],
      reports: [],
      featuredBy: [],
    });
    expect(await countRows(server, 'post_view_windows')).toBe(0);
    expect(existsSync(folder)).toBe(false);
    const gone = await author.client.call(api.posts.detail, { params: { postId: post.id } });
    expect(gone.body.message).toBe('POST_NOT_FOUND');
  });

  it('lets the super admin remove any post, even a private one', async () => {
    const { author, post } = await world();
    const admin = await signedInUser(server, 'Admin');
    await server.db.updateTable('users').set({ is_super_admin: true }).where('id', '=', admin.user.id).execute();
    const hidden = await insertPost(server, author.user.id, { public: false });
    const folder = await writeMedia(hidden.slug);
    for (const id of [post.id, hidden.id]) {
      expect((await admin.client.call(api.posts.remove, { params: { id } })).status).toBe(200);
      expect(await postRow(server, id)).toBeUndefined();
    }
    expect(existsSync(folder)).toBe(false);
    const missing = await admin.client.call(api.posts.remove, { params: { id: MISSING_ID } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('POST_NOT_FOUND');
  });

  it('answers NOT_AUTHORIZED to another user, keeping the post and its media', async () => {
    const { viewer, post } = await world();
    const folder = await writeMedia(post.slug);
    const res = await viewer.client.call(api.posts.remove, { params: { id: post.id } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('NOT_AUTHORIZED');
    expect(await postRow(server, post.id)).toBeDefined();
    expect(existsSync(folder)).toBe(true);
  });

  it('answers POST_NOT_FOUND for an unknown post, 400 for a malformed id, 401 signed out', async () => {
    const { author, post } = await world();
    const missing = await author.client.call(api.posts.remove, { params: { id: MISSING_ID } });
    expect(missing.body.message).toBe('POST_NOT_FOUND');
    const bad = await author.client.call(api.posts.remove, { params: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Post id must be a valid id']);
    expect((await server.client().call(api.posts.remove, { params: { id: post.id } })).status).toBe(401);
    expect(await countRows(server, 'posts')).toBe(1);
  });
});
