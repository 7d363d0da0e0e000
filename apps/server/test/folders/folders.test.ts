import { FOLDER, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../support/channels.js';
import { MANY_LOGINS, signedIn } from '../support/community.js';
import { createInitialUser, registerUser } from '../support/factories.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { defaultFolderId, folderRows, folderSnapshot } from './support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });

describe('a new account', () => {
  it(`starts with one folder, '${FOLDER.defaultTitle}'`, async () => {
    const admin = await createInitialUser(server.client());
    const { id } = await registerUser(server.client());
    expect((await folderRows(server, admin.user.id)).map((r) => r.title)).toEqual([FOLDER.defaultTitle]);
    const rows = await folderRows(server, id);
    expect(rows.map((r) => r.title)).toEqual([FOLDER.defaultTitle]);
  });
});

describe('GET /post/folder/list', () => {
  it("lists only the caller's folders, oldest first, with counts, previews and hasPost", async () => {
    const me = await signedIn(server);
    const other = await signedIn(server);
    await other.client.call(api.folders.create, { body: { title: 'Not mine' } });
    const created = await me.client.call(api.folders.create, { body: { title: 'Music' } });
    expect(created.status).toBe(200);
    const post = await insertPost(server, other.id);
    await me.client.call(api.folders.addItem, { body: { folderId: created.body.id, postId: post.id } });

    const res = await me.client.call(api.folders.list, { query: { postId: post.id } });
    expect(res.status).toBe(200);
    expect(res.body.map((f) => [f.title, f.itemCount, f.hasPost])).toEqual([
      [FOLDER.defaultTitle, 0, false],
      ['Music', 1, true],
    ]);
    const music = res.body[1]!;
    expect(music.folderItems).toHaveLength(1);
    expect(music.folderItems[0]).toMatchObject({ folderId: music.id, postId: post.id });
    expect(music.folderItems[0]!.post).toMatchObject({ id: post.id, slug: post.slug, title: post.title });

    const withoutPost = await me.client.call(api.folders.list);
    expect(withoutPost.body.map((f) => f.hasPost)).toEqual([false, false]);
  });

  it(`carries only the latest ${FOLDER.previewItems} items of each folder`, async () => {
    const me = await signedIn(server);
    const folderId = await defaultFolderId(server, me.id);
    const saved: string[] = [];
    for (let i = 0; i < FOLDER.previewItems + 2; i += 1) {
      const post = await insertPost(server, me.id);
      await me.client.call(api.folders.addItem, { body: { folderId, postId: post.id } });
      saved.push(post.id);
    }
    const [folder] = (await me.client.call(api.folders.list)).body;
    expect(folder!.itemCount).toBe(FOLDER.previewItems + 2);
    expect(folder!.folderItems.map((item) => item.postId)).toEqual(saved.reverse().slice(0, FOLDER.previewItems));
  });

  it('answers 400 for a bad post id and 401 signed out', async () => {
    const me = await signedIn(server);
    const bad = await me.client.call(api.folders.list, { query: { postId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Post id must be a valid id']);
    expect((await server.client().call(api.folders.list)).status).toBe(401);
  });
});

describe('POST /post/folder/create', () => {
  it('creates an empty folder and answers it', async () => {
    const me = await signedIn(server);
    const res = await me.client.call(api.folders.create, { body: { title: '  Cooking  ' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: 'Cooking',
      itemCount: 0,
      folderItems: [],
      hasPost: false,
      createdOn: expect.any(String),
    });
    expect((await folderRows(server, me.id)).map((r) => r.title)).toEqual([FOLDER.defaultTitle, 'Cooking']);
  });

  it('refuses a missing, empty or too long name with the contract message, writing nothing', async () => {
    const me = await signedIn(server);
    const before = await folderSnapshot(server, me.id);
    const cases: [unknown, string[]][] = [
      [{}, ['Name is required']],
      [{ title: '' }, ['Name is required']],
      [{ title: '   ' }, ['Name is required']],
      [{ title: 'x'.repeat(FOLDER.nameMax + 1) }, [`Name: Please enter up to ${FOLDER.nameMax} characters long`]],
    ];
    for (const [body, messages] of cases) {
      const res = await me.client.call(api.folders.create, { body: body as never });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
    expect(await folderSnapshot(server, me.id)).toEqual(before);
    const longest = await me.client.call(api.folders.create, { body: { title: 'x'.repeat(FOLDER.nameMax) } });
    expect(longest.status).toBe(200);
  });

  it(`stops at ${FOLDER.maxFolders} folders, even when two creations race`, async () => {
    const me = await signedIn(server);
    const rows = Array.from({ length: FOLDER.maxFolders - 2 }, (_, i) => ({ user_id: me.id, title: `F${i}` }));
    await server.db.insertInto('post_folders').values(rows).execute();
    const racing = await Promise.all(
      ['A', 'B'].map((title) => me.client.call(api.folders.create, { body: { title } })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = racing.find((r) => r.status === 400)!;
    expect(refused.body).toMatchObject({ message: 'TOO_MANY_FOLDERS' });
    expect(await folderRows(server, me.id)).toHaveLength(FOLDER.maxFolders);
    const again = await me.client.call(api.folders.create, { body: { title: 'C' } });
    expect(again.status).toBe(400);
    expect(await folderRows(server, me.id)).toHaveLength(FOLDER.maxFolders);
  });

  it('answers 401 signed out', async () => {
    const res = await server.client().call(api.folders.create, { body: { title: 'x' } });
    expect(res.status).toBe(401);
  });
});

describe('PUT /post/folder/update/:id', () => {
  it('renames the folder and answers it with its items', async () => {
    const me = await signedIn(server);
    const folderId = await defaultFolderId(server, me.id);
    const post = await insertPost(server, me.id);
    await me.client.call(api.folders.addItem, { body: { folderId, postId: post.id } });
    const res = await me.client.call(api.folders.update, { params: { id: folderId }, body: { title: 'Later' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: folderId, title: 'Later', itemCount: 1, hasPost: false });
    expect(res.body.folderItems.map((i) => i.postId)).toEqual([post.id]);
    expect((await folderRows(server, me.id))[0]!.title).toBe('Later');
  });

  it('refuses a bad name (400) and answers FOLDER_NOT_FOUND for an unknown or foreign folder', async () => {
    const me = await signedIn(server);
    const other = await signedIn(server);
    const mine = await defaultFolderId(server, me.id);
    const theirs = await defaultFolderId(server, other.id);
    const empty = await me.client.call(api.folders.update, { params: { id: mine }, body: { title: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual(['Name is required']);
    const badId = await me.client.call(api.folders.update, { params: { id: 'x' }, body: { title: 'A' } });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toEqual(['Folder id must be a valid id']);
    const before = await folderSnapshot(server, other.id);
    for (const id of [theirs, MISSING_ID]) {
      const res = await me.client.call(api.folders.update, { params: { id }, body: { title: 'Mine now' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'FOLDER_NOT_FOUND', error: 'Folder not found.' });
    }
    expect(await folderSnapshot(server, other.id)).toEqual(before);
    expect((await folderRows(server, me.id))[0]!.title).toBe(FOLDER.defaultTitle);
    const signedOut = await server.client().call(api.folders.update, { params: { id: mine }, body: { title: 'A' } });
    expect(signedOut.status).toBe(401);
  });
});

describe('DELETE /post/folder/remove/:id', () => {
  it('removes the folder and its items; the posts stay', async () => {
    const me = await signedIn(server);
    const folderId = await defaultFolderId(server, me.id);
    const post = await insertPost(server, me.id);
    await me.client.call(api.folders.addItem, { body: { folderId, postId: post.id } });
    const res = await me.client.call(api.folders.remove, { params: { id: folderId } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await folderSnapshot(server, me.id)).toEqual({ folders: [], items: [] });
    const kept = await server.db.selectFrom('posts').select('id').where('id', '=', post.id).execute();
    expect(kept).toHaveLength(1);
    const again = await me.client.call(api.folders.remove, { params: { id: folderId } });
    expect(again.status).toBe(404);
  });

  it("answers FOLDER_NOT_FOUND for another user's folder and leaves it, 401 signed out", async () => {
    const me = await signedIn(server);
    const other = await signedIn(server);
    const theirs = await defaultFolderId(server, other.id);
    const post = await insertPost(server, other.id);
    await other.client.call(api.folders.addItem, { body: { folderId: theirs, postId: post.id } });
    const before = await folderSnapshot(server, other.id);
    const res = await me.client.call(api.folders.remove, { params: { id: theirs } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'FOLDER_NOT_FOUND' });
    expect((await server.client().call(api.folders.remove, { params: { id: theirs } })).status).toBe(401);
    expect(await folderSnapshot(server, other.id)).toEqual(before);
  });
});
