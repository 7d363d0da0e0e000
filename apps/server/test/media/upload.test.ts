import { MEDIA, postMediaUrl, postSchema } from '@plaza/contract';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';
import { hdClip, smallClip, testClip, uploadClip } from '../support/videos.js';
import { clearMediaFiles, tmpFiles, transcoded, videoFiles } from './support.js';

const server = useTestServer();
beforeEach(async () => {
  await clearMediaFiles(server);
});

describe('POST /post/video/create', () => {
  it('stores the original, answers the post as processing, and the job makes it ready', async () => {
    const { client, user } = await signedInUser(server);
    const res = await uploadClip(client, await smallClip(), { title: '  First clip ', description: 'Hello' });
    expect(res.status).toBe(200);
    const post = postSchema.parse(res.body);
    expect(post).toMatchObject({
      title: 'First clip',
      description: 'Hello',
      public: true,
      channel: null,
      videoName: 'original.mp4',
      createdBy: { id: user.id },
      permissions: { canEdit: true, canDelete: true },
      media: { status: 'processing', width: 320, height: 240, renditions: [], thumbnail: null, hlsPlaylist: null },
    });
    expect(post.slug).toMatch(/^[a-f0-9]{24}$/);
    expect(post.media.durationSeconds).toBeCloseTo(2, 1);
    const original = join(server.config.dataDir, 'media/videos', post.slug, 'original.mp4');
    expect((await stat(original)).size).toBe((await stat(await smallClip())).size);

    const row = await transcoded(server, post.id);
    expect(row).toMatchObject({ media_status: 'ready', media_error: null, renditions: '240' });
    expect(await videoFiles(server)).toEqual(
      expect.arrayContaining([`${post.slug}/master.m3u8`, `${post.slug}/240p.m3u8`, `${post.slug}/240p_0.ts`]),
    );
    expect(await tmpFiles(server)).toEqual([]);
  });

  it('makes a 360p and a 720p rendition of a 720p source, a thumbnail, and serves the master playlist', async () => {
    const { client } = await signedInUser(server);
    const res = await uploadClip(client, await hdClip());
    expect(res.status).toBe(200);
    const row = await transcoded(server, res.body.id);
    expect(row).toMatchObject({
      media_status: 'ready',
      renditions: '360,720',
      thumbnail: MEDIA.thumbnailName,
      hls_playlist: MEDIA.masterPlaylistName,
      width: 1280,
      height: 720,
    });
    expect(row.duration_seconds).toBeCloseTo(2, 1);

    const master = await client.fetch(postMediaUrl(res.body, MEDIA.masterPlaylistName));
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = String(master.body);
    expect(text).toContain('RESOLUTION=640x360');
    expect(text).toContain('RESOLUTION=1280x720');
    expect(text.split('\n').filter((line) => line.endsWith('.m3u8'))).toEqual(['360p.m3u8', '720p.m3u8']);

    const playlist = String((await client.fetch(postMediaUrl(res.body, '720p.m3u8'))).body);
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    expect(segment).toMatch(MEDIA.fileNamePattern);
    const ts = await fetch(`${client.baseUrl}${postMediaUrl(res.body, segment)}`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(ts.headers.get('content-type')).toBe('video/mp2t');
    expect(Buffer.from(await ts.arrayBuffer())[0]).toBe(0x47); // an MPEG-TS sync byte

    const thumb = await fetch(`${client.baseUrl}${postMediaUrl(res.body, MEDIA.thumbnailName)}`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await thumb.arrayBuffer());
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('posts into a channel the author follows, with its zone, private when asked', async () => {
    const { client, user } = await signedInUser(server);
    const zone = await insertZone(server, user);
    const channel = await insertChannel(server, zone.id, user);
    const res = await uploadClip(client, await smallClip(), { channelId: channel.id, public: 'false' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ public: false, channel: { id: channel.id, zoneId: zone.id } });
    const row = await server.db.selectFrom('posts').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel_id: channel.id, zone_id: zone.id, public: false });
    await transcoded(server, res.body.id);
  });

  it('keeps a WebM upload as original.webm, checked by content whatever its name', async () => {
    const { client } = await signedInUser(server);
    const webm = await testClip({ width: 320, height: 240, format: 'webm' });
    const res = await uploadClip(client, webm);
    expect(res.status).toBe(200);
    expect(res.body.videoName).toBe('original.webm');
    expect((await transcoded(server, res.body.id)).media_status).toBe('ready');
  });

  it('transcodes a video without sound', async () => {
    const { client } = await signedInUser(server);
    const silent = await testClip({ width: 320, height: 240, audio: false });
    const res = await uploadClip(client, silent);
    expect(res.status).toBe(200);
    expect(await transcoded(server, res.body.id)).toMatchObject({ media_status: 'ready', renditions: '240' });
    const master = String((await client.fetch(postMediaUrl(res.body, MEDIA.masterPlaylistName))).body);
    expect(master).not.toContain('mp4a');
  });
});
