import { FOLDER, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../support/channels.js';
import { MANY_LOGINS, insertChannel, signedIn } from '../support/community.js';
import { insertZone } from '../support/channels.js';
import { insertPost, minutesAgo } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { defaultFolderId, folderSnapshot, saveAt } from './support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });

async function world() {
  const me = await signedIn(server);
  const author = await signedIn(server);
  const folderId = await defaultFolderId(server, me.id);
  return { me, author, folderId };
}

describe('POST /post/folder/item/create', () => {
  it('saves a visible post once, however often it is saved, and answers the item with its folder', async () => {
    const { me, author, folderId } = await world();
    const post = await insertPost(server, author.id);
    for (let i = 0; i < 2; i += 1) {
      const res = await me.client.call(api.folders.addItem, { body: { folderId, postId: post.id } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ folderId, postId: post.id, post: { id: post.id, title: post.title } });
      expect(res.body.folder).toMatchObject({ id: folderId, itemCount: 1, hasPost: true });
      expect(res.body.folder.folderItems.map((item) => item.postId)).toEqual([post.id]);
    }
    expect((await folderSnapshot(server, me.id)).items).toHaveLength(1);
  });

  it("answers POST_NOT_FOUND for a post the caller may not see, or one that doesn't exist", async () => {
    const { me, author, folderId } = await world();
    const hidden = await insertPost(server, author.id, { public: false });
    const zone = await insertZone(server, null, { public: false });
    const privateChannel = await insertChannel(server, zone.id, author.id);
    const inPrivateZone = await insertPost(server, author.id, { channel: privateChannel });
    for (const postId of [hidden.id, inPrivateZone.id, MISSING_ID]) {
      const res = await me.client.call(api.folders.addItem, { body: { folderId, postId } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'POST_NOT_FOUND' });
    }
    expect((await folderSnapshot(server, me.id)).items).toEqual([]);
    // The author sees their own private post and may save it.
    const own = await defaultFolderId(server, author.id);
    const res = await author.client.call(api.folders.addItem, { body: { folderId: own, postId: hidden.id } });
    expect(res.body).toMatchObject({ folderId: own, postId: hidden.id, folder: { itemCount: 1, hasPost: true } });
  });

  it("answers FOLDER_NOT_FOUND for another user's folder, saving nothing", async () => {
    const { me, author } = await world();
    const theirs = await defaultFolderId(server, author.id);
    const post = await insertPost(server, author.id);
    const before = await folderSnapshot(server, author.id);
    const res = await me.client.call(api.folders.addItem, { body: { folderId: theirs, postId: post.id } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'FOLDER_NOT_FOUND' });
    expect(await folderSnapshot(server, author.id)).toEqual(before);
  });

  it('answers 400 with the messages for bad ids and 401 signed out', async () => {
    const { me, folderId } = await world();
    const bad = await me.client.call(api.folders.addItem, { body: { folderId: 'a', postId: 'b' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Folder id must be a valid id', 'Post id must be a valid id']);
    const signedOut = await server.client().call(api.folders.addItem, { body: { folderId, postId: MISSING_ID } });
    expect(signedOut.status).toBe(401);
    expect((await folderSnapshot(server, me.id)).items).toEqual([]);
  });
});

describe('POST /post/folder/item/remove', () => {
  it('takes the post out, twice without harm, and answers the folder', async () => {
    const { me, author, folderId } = await world();
    const [kept, removed] = [await insertPost(server, author.id), await insertPost(server, author.id)];
    for (const post of [kept, removed]) {
      await me.client.call(api.folders.addItem, { body: { folderId, postId: post.id } });
    }
    for (let i = 0; i < 2; i += 1) {
      const res = await me.client.call(api.folders.removeItem, { body: { folderId, postId: removed.id } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: folderId, itemCount: 1, hasPost: false });
      expect(res.body.folderItems.map((item) => item.postId)).toEqual([kept.id]);
    }
  });

  it("answers FOLDER_NOT_FOUND for another user's folder and leaves its items, 401 signed out", async () => {
    const { me, author } = await world();
    const theirs = await defaultFolderId(server, author.id);
    const post = await insertPost(server, author.id);
    await author.client.call(api.folders.addItem, { body: { folderId: theirs, postId: post.id } });
    const before = await folderSnapshot(server, author.id);
    const res = await me.client.call(api.folders.removeItem, { body: { folderId: theirs, postId: post.id } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'FOLDER_NOT_FOUND' });
    const signedOut = await server
      .client()
      .call(api.folders.removeItem, { body: { folderId: theirs, postId: post.id } });
    expect(signedOut.status).toBe(401);
    expect(await folderSnapshot(server, author.id)).toEqual(before);
  });
});

describe('GET /post/folder/items/:id', () => {
  it(`pages the saved posts, latest saved first, ${FOLDER.itemsPage} at a time by default`, async () => {
    const { me, author, folderId } = await world();
    const posts = [];
    for (let i = 0; i < 5; i += 1) {
      const post = await insertPost(server, author.id);
      await saveAt(server, folderId, post.id, minutesAgo(10 - i));
      posts.push(post);
    }
    const latestFirst = posts.map((p) => p.id).reverse();
    const all = await me.client.call(api.folders.items, { params: { id: folderId } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 5, limit: FOLDER.itemsPage, skip: 0 });
    expect(all.body.data.map((item) => item.postId)).toEqual(latestFirst);
    expect(all.body.data[0]).toMatchObject({ folderId, post: { id: latestFirst[0], title: posts[4]!.title } });

    const second = await me.client.call(api.folders.items, { params: { id: folderId }, query: { limit: 2, skip: 2 } });
    expect(second.body).toMatchObject({ total: 5, limit: 2, skip: 2 });
    expect(second.body.data.map((item) => item.postId)).toEqual(latestFirst.slice(2, 4));
  });

  it('leaves out a post made private later, in the items, the count and the previews', async () => {
    const { me, author, folderId } = await world();
    const stays = await insertPost(server, author.id);
    const goes = await insertPost(server, author.id);
    await saveAt(server, folderId, stays.id, minutesAgo(2));
    await saveAt(server, folderId, goes.id, minutesAgo(1));
    await server.db.updateTable('posts').set({ public: false }).where('id', '=', goes.id).execute();

    const items = await me.client.call(api.folders.items, { params: { id: folderId } });
    expect(items.body.total).toBe(1);
    expect(items.body.data.map((item) => item.postId)).toEqual([stays.id]);
    const [folder] = (await me.client.call(api.folders.list, { query: { postId: goes.id } })).body;
    expect(folder).toMatchObject({ itemCount: 1 });
    expect(folder!.folderItems.map((item) => item.postId)).toEqual([stays.id]);
    // The saved row is kept: the post comes back if its author makes it public again.
    await server.db.updateTable('posts').set({ public: true }).where('id', '=', goes.id).execute();
    const back = await me.client.call(api.folders.items, { params: { id: folderId } });
    expect(back.body.data.map((item) => item.postId)).toEqual([goes.id, stays.id]);
  });

  it("answers FOLDER_NOT_FOUND for another user's folder, 400 for bad paging, 401 signed out", async () => {
    const { me, author, folderId } = await world();
    const theirs = await defaultFolderId(server, author.id);
    const post = await insertPost(server, author.id);
    await saveAt(server, theirs, post.id, new Date());
    const foreign = await me.client.call(api.folders.items, { params: { id: theirs } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'FOLDER_NOT_FOUND' });
    expect(foreign.body).not.toHaveProperty('data');
    const bad = await me.client.call(api.folders.items, { params: { id: folderId }, query: { limit: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['This field must be bigger than or equal to 1']);
    expect((await server.client().call(api.folders.items, { params: { id: folderId } })).status).toBe(401);
  });
});
