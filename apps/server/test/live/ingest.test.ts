import { LIVE, MEMBERSHIP_PLANS, api } from '@plaza/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../support/channels.js';
import { joinPost, Tabs } from '../chat/socket-support.js';
import { useTestServer } from '../support/server.js';
import { makeContacts } from '../realtime/support.js';
import { mediaKey } from '../../src/features/posts/media-keys.js';
import { killPublishers, newKey, startPublisher } from './support.js';

// A stopped publisher's live ends 1 s later (LIVE.resumeWindowSeconds is for encoders on real networks).
const server = useTestServer({ live: { resumeWindowMs: 1000 } });
const tabs = new Tabs(() => server);
afterEach(async () => {
  tabs.closeAll();
  await killPublishers();
});

/** Generous for a busy 2-core machine: ffmpeg encodes, packages and transcodes beside the tests. */
const DEADLINE = { timeout: 60_000, interval: 100 };

const port = () => {
  if (server.rtmpPort === null) throw new Error('the test server runs no ingest');
  return server.rtmpPort;
};

const segmentsOf = (playlist: string) =>
  playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

const postsOf = (userId: string) =>
  server.db.selectFrom('posts').selectAll().where('created_by', '=', userId).execute();

describe('going live over RTMP', () => {
  it('goes live, serves the live HLS to those who see the post, ends at once and becomes a VOD', async () => {
    const ada = await signedInUser(server, 'Ada Lovelace');
    const bob = await signedInUser(server, 'Bob Kahn');
    await makeContacts(server, ada.user.id, bob.user.id);
    const key = await newKey(ada.client);

    const publisher = startPublisher(port(), key);
    const post = await vi.waitFor(async () => {
      const [row] = await postsOf(ada.user.id);
      expect(row?.streaming).toBe(true);
      return row!;
    }, DEADLINE);
    expect(post).toMatchObject({ title: LIVE.defaultTitle, live_stream: true, public: true });

    // In the Live tab, for everyone who may see it.
    const live = await bob.client.call(api.posts.feed, { query: { streaming: true } });
    expect(live.status).toBe(200);
    expect(live.body.data.map((p) => [p.id, p.streaming, p.liveStream])).toEqual([[post.id, true, true]]);
    expect((await ada.client.call(api.streaming.settings)).body.livePostId).toBe(post.id);
    // Bob, a contact, is told once.
    const told = await server.db.selectFrom('notifications').selectAll().where('post_id', '=', post.id).execute();
    expect(told.map((n) => [n.user_id, n.type])).toEqual([[bob.user.id, 'post']]);

    // The playlist lists segments of about 2 s, and a segment comes through the signed media path.
    const playlist = await bob.client.call(api.posts.videoView, {
      params: { slug: post.slug, videoName: LIVE.playlistName },
    });
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = String(playlist.body);
    expect(text).toContain('#EXT-X-TARGETDURATION:2');
    expect(text).not.toContain('#EXT-X-ENDLIST');
    const segment = text.split('\n').find((line) => /^live_\d+\.ts$/.test(line));
    expect(segment).toBeDefined();
    const bytes = await bob.client.fetch(
      `/v1${api.posts.videoView.path.replace(':slug', post.slug).replace(':videoName', segment!)}`,
    );
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('video/mp2t');

    // Only those who may see the post reach its live media.
    expect(
      (await server.client().call(api.posts.videoView, { params: { slug: post.slug, videoName: LIVE.playlistName } }))
        .status,
    ).toBe(401);
    await server.db.updateTable('posts').set({ public: false }).where('id', '=', post.id).execute();
    const hidden = await bob.client.call(api.posts.videoView, {
      params: { slug: post.slug, videoName: LIVE.playlistName },
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('VIDEO_NOT_FOUND');
    await server.db.updateTable('posts').set({ public: true }).where('id', '=', post.id).execute();
    const unknown = await bob.client.call(api.posts.videoView, {
      params: { slug: 'f'.repeat(24), videoName: LIVE.playlistName },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('VIDEO_NOT_FOUND');

    // The publisher stops: viewers hear the end over the socket, and the post is no longer live.
    const tab = await tabs.connect(bob.client);
    await joinPost(tab, post.id);
    const ended = tab.next('live_ended', (p) => p.postId === post.id);
    await publisher.stop();
    expect(await ended).toEqual({ postId: post.id });
    const after = await postsOf(ada.user.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ streaming: false, live_stream: true, video_name: LIVE.recordingName });
    const endedList = await bob.client.call(api.posts.videoView, {
      params: { slug: post.slug, videoName: LIVE.playlistName },
    });
    expect(String(endedList.body)).toContain('#EXT-X-ENDLIST');
    expect((await bob.client.call(api.posts.feed, { query: { streaming: true } })).body.data).toEqual([]);
    expect((await ada.client.call(api.streaming.settings)).body.livePostId).toBeNull();

    // The recording is transcoded into the VOD ladder by the worker: a regular playable video.
    const ready = await vi.waitFor(async () => {
      const [row] = await postsOf(ada.user.id);
      expect(row?.media_status).toBe('ready');
      return row!;
    }, DEADLINE);
    expect(ready.hls_playlist).toBe('master.m3u8');
    // The ladder keeps the source's own height below its first rung.
    expect(ready.renditions).toBe('240');
    expect(Number(ready.duration_seconds)).toBeGreaterThan(1);
    const master = await bob.client.call(api.posts.videoView, {
      params: { slug: post.slug, videoName: 'master.m3u8' },
    });
    expect(master.status).toBe(200);
    expect(String(master.body)).toContain('240p.m3u8');
    // The live's own files go once the VOD is ready: the recording is the video now, and it plays.
    const liveFiles = [LIVE.playlistName, ...segmentsOf(String(endedList.body))];
    expect(liveFiles.length).toBeGreaterThan(1);
    await vi.waitFor(async () => {
      const left = await Promise.all(liveFiles.map((name) => server.storage.stat(mediaKey(post.slug, name))));
      expect(left.filter((info) => info !== null)).toEqual([]);
    }, DEADLINE);
    expect(await server.storage.stat(mediaKey(post.slug, LIVE.recordingName))).not.toBeNull();
    const rendition = await bob.client.call(api.posts.videoView, {
      params: { slug: post.slug, videoName: '240p.m3u8' },
    });
    expect(rendition.status).toBe(200);
    const vodSegment = segmentsOf(String(rendition.body))[0];
    expect(vodSegment).toBeDefined();
    const vodBytes = await bob.client.fetch(
      `/v1${api.posts.videoView.path.replace(':slug', post.slug).replace(':videoName', vodSegment!)}`,
    );
    expect(vodBytes.status).toBe(200);
    expect(vodBytes.headers.get('content-type')).toMatch(/^video\//);
    expect(Number(vodBytes.headers.get('content-length'))).toBeGreaterThan(0);
    const gone = await bob.client.call(api.posts.videoView, {
      params: { slug: post.slug, videoName: LIVE.playlistName },
    });
    expect(gone.status).toBe(404);
    // Followers were told once, for the live; nobody was told again.
    expect(
      await server.db
        .selectFrom('notifications')
        .select('id')
        .where('post_id', '=', post.id)
        .where('type', '=', 'post')
        .execute(),
    ).toHaveLength(1);
  }, 180_000);

  it('goes live in the post prepared with Go live, not in a new one, and ends it', async () => {
    const ada = await signedInUser(server, 'Ada Lovelace');
    const bob = await signedInUser(server, 'Bob Kahn');
    const key = await newKey(ada.client);
    const prepared = await ada.client.call(api.streaming.prepareLive, {
      body: { title: 'Evening session', description: 'Chords' },
    });
    expect(prepared.status).toBe(200);

    const publisher = startPublisher(port(), key);
    await vi.waitFor(async () => {
      const detail = await bob.client.call(api.posts.detail, { params: { postId: prepared.body.id } });
      expect(detail.body.streaming).toBe(true);
    }, DEADLINE);
    const rows = await postsOf(ada.user.id);
    expect(rows.map((r) => [r.id, r.title, r.description, r.hls_playlist])).toEqual([
      [prepared.body.id, 'Evening session', 'Chords', LIVE.playlistName],
    ]);
    expect((await ada.client.call(api.streaming.settings)).body.livePostId).toBe(prepared.body.id);

    const tab = await tabs.connect(bob.client);
    await joinPost(tab, prepared.body.id);
    const ended = tab.next('live_ended', (p) => p.postId === prepared.body.id);
    await publisher.stop();
    expect(await ended).toEqual({ postId: prepared.body.id });
    const after = await postsOf(ada.user.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: prepared.body.id, streaming: false, video_name: LIVE.recordingName });
  }, 180_000);

  it('refuses a wrong key at connect, and a key that was replaced', async () => {
    const ada = await signedInUser(server);
    const old = await newKey(ada.client);
    await newKey(ada.client);
    for (const key of [old, `live_${'A'.repeat(43)}`, 'not-a-key']) {
      const publisher = startPublisher(port(), key);
      expect(await publisher.exited).not.toBe(0);
    }
    expect(await postsOf(ada.user.id)).toEqual([]);
  }, 120_000);

  it("refuses a member past their plan's stream count with nothing created", async () => {
    const ada = await signedInUser(server);
    const key = await newKey(ada.client);
    const allowed = MEMBERSHIP_PLANS.free.limits.streamCount;
    for (let i = 0; i < allowed; i++) {
      await server.db
        .insertInto('posts')
        .values({
          slug: `${'a'.repeat(22)}${String(i).padStart(2, '0')}`,
          title: 'Earlier live',
          created_by: ada.user.id,
          video_name: 'original.mpeg',
          live_stream: true,
        })
        .execute();
    }
    const publisher = startPublisher(port(), key);
    expect(await publisher.exited).not.toBe(0);
    expect(await postsOf(ada.user.id)).toHaveLength(allowed);
  }, 120_000);
});
