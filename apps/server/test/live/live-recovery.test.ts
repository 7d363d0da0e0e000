import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LIVE, api } from '@plaza/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaKey } from '../../src/features/posts/media-keys.js';
import { joinPost, Tabs } from '../chat/socket-support.js';
import { signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';

/** Lives count as orphaned after 2 s without a new segment, looked for every 200 ms. */
const server = useTestServer({ live: { staleMs: 2000, sweepMs: 200 } });
const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

const DEADLINE = { timeout: 90_000, interval: 100 };

/** What a packager had put into storage before its process died: a 6 s live in 2 s segments, no ENDLIST. */
async function storeLiveSegments(slug: string): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'plaza-orphan-'));
  try {
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30:duration=6'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-pix_fmt', 'yuv420p'],
      ...['-f', 'hls', '-hls_time', '2', '-hls_list_size', '0', '-hls_playlist_type', 'event'],
      ...['-hls_segment_filename', join(dir, 'live_%05d.ts'), join(dir, LIVE.playlistName)],
    ]);
    const segments = (await readdir(dir)).filter((name) => name.endsWith('.ts')).sort();
    for (const name of segments) await server.storage.putFile(mediaKey(slug, name), join(dir, name));
    const playlist = (await readFile(join(dir, LIVE.playlistName), 'utf8')).replace('#EXT-X-ENDLIST\n', '');
    await server.storage.put(mediaKey(slug, LIVE.playlistName), Buffer.from(playlist));
    return segments;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function insertLive(authorId: string, slug: string, streaming: boolean): Promise<string> {
  const row = await server.db
    .insertInto('posts')
    .values({
      slug,
      title: 'Evening session',
      created_by: authorId,
      live_stream: true,
      streaming,
      video_name: LIVE.playlistName,
      hls_playlist: LIVE.playlistName,
      media_status: 'processing',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('lives whose ingest is gone', () => {
  it('are ended once no segment came for the bound: the recording is made from the segments and becomes the VOD', async () => {
    const ada = await signedInUser(server, 'Ada Lovelace');
    const bob = await signedInUser(server, 'Bob Kahn');
    const slug = 'b'.repeat(24);
    const postId = await insertLive(ada.user.id, slug, false);
    const tab = await tabs.connect(bob.client);
    await joinPost(tab, postId);
    const ended = tab.next('live_ended', (p) => p.postId === postId);
    const segments = await storeLiveSegments(slug);
    expect(segments.length).toBeGreaterThanOrEqual(3);
    await server.db.updateTable('posts').set({ streaming: true }).where('id', '=', postId).execute();

    expect(await ended).toEqual({ postId });
    const row = await server.db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ streaming: false, video_name: LIVE.recordingName });
    expect(await server.storage.stat(mediaKey(slug, LIVE.recordingName))).not.toBeNull();

    const ready = await vi.waitFor(async () => {
      const detail = await bob.client.call(api.posts.detail, { params: { postId } });
      expect(detail.body.media.status).toBe('ready');
      return detail.body;
    }, DEADLINE);
    expect(ready.media.hlsPlaylist).toBe('master.m3u8');
    // The whole 6 s, not the last segment's 2.
    expect(Number(ready.media.durationSeconds)).toBeGreaterThan(5);
  }, 120_000);

  it('prepares again a post claimed by a publisher that never wrote a segment', async () => {
    const ada = await signedInUser(server);
    const prepared = await ada.client.call(api.streaming.prepareLive, { body: { title: 'Later' } });
    expect(prepared.status).toBe(200);
    const postId = prepared.body.id;
    // Claimed a minute ago (created_at is never updated by the app).
    await sql`update posts set hls_playlist = ${LIVE.playlistName}, created_at = now() - interval '1 minute'
      where id = ${postId}`.execute(server.db);
    await vi.waitFor(async () => {
      const row = await server.db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ hls_playlist: null, streaming: false, video_name: LIVE.playlistName });
    }, DEADLINE);
  });
});
