import { LIVE, api } from '@plaza/contract';

/** A feed call's query, as a client sends it. */
type FeedQuery = z.input<typeof api.posts.feed.query>;
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { follow, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

/** A plain ready video of the author's, as an upload leaves it once transcoded. */
async function insertVideo(authorId: string, channel?: { id: string; zone_id: string }): Promise<string> {
  const row = await server.db
    .insertInto('posts')
    .values({
      slug: Math.random().toString(16).slice(2, 14).padEnd(24, '0'),
      title: 'A recorded video',
      created_by: authorId,
      channel_id: channel?.id ?? null,
      zone_id: channel?.zone_id ?? null,
      video_name: 'original.mp4',
      media_status: 'ready',
      hls_playlist: 'master.m3u8',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('a live that has not started', () => {
  it('is in no feed (All, channel, profile, following, Live, next to watch) nor counted until it goes live', async () => {
    const ada = await signedInUser(server, 'Ada Lovelace');
    const bob = await signedInUser(server, 'Bob Kahn');
    const zone = await insertZone(server, null);
    const channel = await insertChannel(server, zone.id, ada.user);
    await follow(server, bob.user, channel);
    const video = await insertVideo(ada.user.id);
    const channelVideo = await insertVideo(ada.user.id, channel);
    const onProfile = await ada.client.call(api.streaming.prepareLive, { body: { title: 'Profile live' } });
    const inChannel = await ada.client.call(api.streaming.prepareLive, {
      body: { title: 'Channel live', channelId: channel.id },
    });
    expect([onProfile.status, inChannel.status]).toEqual([200, 200]);
    // A publish claimed one, but its first segment has not come yet.
    await server.db
      .updateTable('posts')
      .set({ hls_playlist: LIVE.playlistName })
      .where('id', '=', onProfile.body.id)
      .execute();

    const feeds: FeedQuery[] = [
      {},
      { channelId: channel.id },
      { zoneId: zone.id },
      { userId: ada.user.id },
      { following: true },
      { sort: 'popular' },
      { searchTerm: 'live' },
    ];
    const listed = async (client: typeof ada.client, query: FeedQuery) => {
      const res = await client.call(api.posts.feed, { query });
      expect(res.status).toBe(200);
      return { ids: res.body.data.map((p) => p.id).sort(), total: res.body.total };
    };
    for (const client of [ada.client, bob.client]) {
      expect(await listed(client, {})).toEqual({ ids: [video, channelVideo].sort(), total: 2 });
      for (const query of feeds) {
        const { ids, total } = await listed(client, query);
        expect(ids).not.toContain(onProfile.body.id);
        expect(ids).not.toContain(inChannel.body.id);
        expect(total).toBe(ids.length);
      }
      expect(await listed(client, { streaming: true })).toEqual({ ids: [], total: 0 });
      const next = await client.call(api.posts.recommended, { params: { postId: video } });
      expect(next.body.data.map((p) => p.id)).toEqual([channelVideo]);
    }
    // Its page still opens, for its author and for those who may see it.
    expect((await bob.client.call(api.posts.detail, { params: { postId: inChannel.body.id } })).status).toBe(200);

    // The first segment: it is live, in the All and Live tabs, and counted.
    await server.db.updateTable('posts').set({ streaming: true }).where('id', '=', inChannel.body.id).execute();
    expect(await listed(bob.client, {})).toEqual({
      ids: [video, channelVideo, inChannel.body.id].sort(),
      total: 3,
    });
    expect(await listed(bob.client, { channelId: channel.id })).toEqual({
      ids: [channelVideo, inChannel.body.id].sort(),
      total: 2,
    });
    expect(await listed(bob.client, { streaming: true })).toEqual({ ids: [inChannel.body.id], total: 1 });

    // Ended, it stays listed as the video it becomes.
    await server.db
      .updateTable('posts')
      .set({ streaming: false, video_name: LIVE.recordingName })
      .where('id', '=', inChannel.body.id)
      .execute();
    expect(await listed(bob.client, {})).toEqual({
      ids: [video, channelVideo, inChannel.body.id].sort(),
      total: 3,
    });
    expect(await listed(bob.client, { streaming: true })).toEqual({ ids: [], total: 0 });

    // Removed unstarted, the counters do not go below what they count.
    await server.db.deleteFrom('posts').where('id', '=', onProfile.body.id).execute();
    expect(await listed(bob.client, {})).toEqual({
      ids: [video, channelVideo, inChannel.body.id].sort(),
      total: 3,
    });
  });
});
