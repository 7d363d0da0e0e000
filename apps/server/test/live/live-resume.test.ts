import { LIVE, api } from '@plaza/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinPost, Tabs } from '../chat/socket-support.js';
import { makeContacts } from '../realtime/support.js';
import { signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';
import { killPublishers, newKey, startPublisher } from './support.js';

/** Long enough for ffmpeg to publish again on a busy machine, short enough to wait out. */
const RESUME_MS = 8000;
const server = useTestServer({ live: { resumeWindowMs: RESUME_MS } });
const tabs = new Tabs(() => server);
afterEach(async () => {
  tabs.closeAll();
  await killPublishers();
});

const DEADLINE = { timeout: 60_000, interval: 100 };
const port = () => server.rtmpPort!;
const postsOf = (userId: string) =>
  server.db.selectFrom('posts').selectAll().where('created_by', '=', userId).orderBy('created_at').execute();
const playlistOf = async (client: Awaited<ReturnType<typeof signedInUser>>['client'], slug: string) =>
  String((await client.call(api.posts.videoView, { params: { slug, videoName: LIVE.playlistName } })).body);
const segmentCount = (playlist: string) => playlist.split('\n').filter((line) => /^live_\d+\.ts$/.test(line)).length;

describe('a publisher who drops', () => {
  it('and comes back within the window resumes the same live: one post, one playlist going on after a discontinuity', async () => {
    const ada = await signedInUser(server, 'Ada Lovelace');
    const bob = await signedInUser(server, 'Bob Kahn');
    await makeContacts(server, ada.user.id, bob.user.id);
    const key = await newKey(ada.client);
    const first = startPublisher(port(), key);
    const [post] = await vi.waitFor(async () => {
      const rows = await postsOf(ada.user.id);
      expect(rows[0]?.streaming).toBe(true);
      return rows;
    }, DEADLINE);
    const tab = await tabs.connect(bob.client);
    await joinPost(tab, post!.id);

    await first.stop();
    const droppedAt = Date.now();
    // Meanwhile the playlist stays open: players wait for more.
    const during = await playlistOf(bob.client, post!.slug);
    expect(during).not.toContain('#EXT-X-ENDLIST');
    const before = segmentCount(during);

    const second = startPublisher(port(), key);
    const resumedStart = tab.next('live_started', (p) => p.postId === post!.id);
    expect(await resumedStart).toEqual({ postId: post!.id });
    expect(Date.now() - droppedAt).toBeLessThan(RESUME_MS);
    const resumed = await vi.waitFor(async () => {
      const text = await playlistOf(bob.client, post!.slug);
      expect(segmentCount(text)).toBeGreaterThan(before);
      return text;
    }, DEADLINE);
    expect(resumed).toContain('#EXT-X-DISCONTINUITY');
    expect(resumed).not.toContain('#EXT-X-ENDLIST');
    const rows = await postsOf(ada.user.id);
    expect(rows.map((r) => [r.id, r.streaming, r.video_name])).toEqual([[post!.id, true, LIVE.playlistName]]);

    // Stopped for good: it ends once the window has passed, the playlist closed, the contact told once.
    const ended = tab.next('live_ended', (p) => p.postId === post!.id);
    await second.stop();
    expect(await ended).toEqual({ postId: post!.id });
    const closed = await playlistOf(bob.client, post!.slug);
    expect(closed).toContain('#EXT-X-ENDLIST');
    expect(closed.indexOf('#EXT-X-DISCONTINUITY')).toBeLessThan(closed.lastIndexOf('live_'));
    const after = await postsOf(ada.user.id);
    expect(after.map((r) => [r.id, r.streaming, r.video_name])).toEqual([[post!.id, false, LIVE.recordingName]]);
    const told = await server.db
      .selectFrom('notifications')
      .select('user_id')
      .where('post_id', '=', post!.id)
      .execute();
    expect(told).toEqual([{ user_id: bob.user.id }]);
    // The VOD is the whole live, both publishes.
    const ready = await vi.waitFor(async () => {
      const detail = await bob.client.call(api.posts.detail, { params: { postId: post!.id } });
      expect(detail.body.media.status).toBe('ready');
      return detail.body;
    }, DEADLINE);
    expect(Number(ready.media.durationSeconds)).toBeGreaterThan(playlistSecondsOf(during));
  }, 180_000);

  it('and comes back after the window finds the live ended, and goes live in a new post', async () => {
    const ada = await signedInUser(server, 'Ada Lovelace');
    const bob = await signedInUser(server, 'Bob Kahn');
    const key = await newKey(ada.client);
    const first = startPublisher(port(), key);
    const [post] = await vi.waitFor(async () => {
      const rows = await postsOf(ada.user.id);
      expect(rows[0]?.streaming).toBe(true);
      return rows;
    }, DEADLINE);
    const tab = await tabs.connect(bob.client);
    await joinPost(tab, post!.id);
    const ended = tab.next('live_ended', (p) => p.postId === post!.id);
    await first.stop();
    expect(await ended).toEqual({ postId: post!.id });

    const second = startPublisher(port(), key);
    const rows = await vi.waitFor(async () => {
      const all = await postsOf(ada.user.id);
      expect(all).toHaveLength(2);
      expect(all[1]?.streaming).toBe(true);
      return all;
    }, DEADLINE);
    expect(rows[0]).toMatchObject({ id: post!.id, streaming: false, video_name: LIVE.recordingName });
    expect(rows[1]!.id).not.toBe(post!.id);
    await second.stop();
    await vi.waitFor(async () => {
      expect((await postsOf(ada.user.id))[1]?.video_name).toBe(LIVE.recordingName);
    }, DEADLINE);
  }, 180_000);
});

function playlistSecondsOf(playlist: string): number {
  let total = 0;
  for (const match of playlist.matchAll(/^#EXTINF:([\d.]+)/gm)) total += Number(match[1]);
  return total;
}
