import { LIVE, api } from '@plaza/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/channels.js';
import { joinPost, Tabs } from '../chat/socket-support.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();
const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

async function insertLive(authorId: string, streaming: boolean): Promise<string> {
  const row = await server.db
    .insertInto('posts')
    .values({
      slug: Math.random().toString(16).slice(2, 14).padEnd(24, '0'),
      title: 'Evening session',
      created_by: authorId,
      live_stream: true,
      streaming,
      video_name: LIVE.playlistName,
      hls_playlist: LIVE.playlistName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const viewsOf = async (client: Awaited<ReturnType<typeof signedInUser>>['client'], postId: string) =>
  (await client.call(api.posts.detail, { params: { postId } })).body.postReaction.viewsCount;

describe('the views of a live', () => {
  it('counts each member watching the live once, so the ended live shows how many watched it', async () => {
    const ada = await signedInUser(server, 'Ada Lovelace');
    const bob = await signedInUser(server, 'Bob Kahn');
    const cyd = await signedInUser(server, 'Cyd Charisse');
    const postId = await insertLive(ada.user.id, true);

    const bobTab = await tabs.connect(bob.client);
    await joinPost(bobTab, postId);
    // Rejoining (a reloaded tab, a reconnect) is the same view.
    await joinPost(bobTab, postId);
    await joinPost(await tabs.connect(bob.client), postId);
    await joinPost(await tabs.connect(cyd.client), postId);
    expect(await viewsOf(ada.client, postId)).toBe(2);

    await server.db
      .updateTable('posts')
      .set({ streaming: false, video_name: LIVE.recordingName })
      .where('id', '=', postId)
      .execute();
    expect(await viewsOf(bob.client, postId)).toBe(2);
  });

  it('counts nothing for a room joined while the post is not live', async () => {
    const ada = await signedInUser(server, 'Ada Lovelace');
    const bob = await signedInUser(server, 'Bob Kahn');
    const prepared = await insertLive(ada.user.id, false);
    await joinPost(await tabs.connect(bob.client), prepared);
    expect(await viewsOf(ada.client, prepared)).toBe(0);
    expect(await server.db.selectFrom('post_view_windows').selectAll().execute()).toEqual([]);
  });
});
