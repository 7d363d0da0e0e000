import { MEDIA, api, buildPath, postMediaUrl, signedMediaUrl, type Post } from '@plaza/contract';
import { type Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaSigner } from '../../src/features/media/media-signature.js';
import { mediaKey } from '../../src/features/posts/media-keys.js';
import type { TestClient } from '../support/client.js';
import { signedInUser } from '../support/channels.js';
import { startFakeS3, type FakeS3 } from '../support/s3.js';
import { TEST_JWT_SECRET, useTestServer } from '../support/server.js';
import { hdClip, uploadClip } from '../support/videos.js';
import { transcoded } from './support.js';

async function stored(stream: Readable | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * Playback through signed addresses, on both stores: the video view call (one visibility check)
 * hands out a signed address; playlists, segments and thumbnails are then read with no session
 * and no database, from this server (local storage) or from the bucket (S3: presigned URLs).
 */
describe.each(['local', 's3'] as const)('signed media addresses (%s storage)', (kind) => {
  let s3: FakeS3 | null = null;
  beforeAll(async () => {
    if (kind === 's3') s3 = await startFakeS3();
  });
  const server = useTestServer(() => ({ config: s3 ? { s3: s3.config } : {} }), { reset: false });
  afterAll(async () => {
    await s3?.close();
  });

  let author: TestClient;
  let viewer: TestClient;
  let priv: Post;
  let pub: Post;

  beforeAll(async () => {
    author = (await signedInUser(server, 'Author')).client;
    viewer = (await signedInUser(server, 'Viewer')).client;
    pub = (await uploadClip(author, await hdClip(), { title: 'Public' })).body;
    priv = (await uploadClip(author, await hdClip(), { title: 'Private', public: 'false' })).body;
    expect((await transcoded(server, pub.id)).media_status).toBe('ready');
    expect((await transcoded(server, priv.id)).media_status).toBe('ready');
  });

  /** The signed address the video view call redirects the client to. */
  async function signedFor(client: TestClient, post: Post, file: string): Promise<string> {
    const res = await fetch(`${server.baseUrl}${postMediaUrl(post, file)}`, {
      headers: { cookie: cookieOf(client) },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    return res.headers.get('location')!;
  }

  /** Follows the playlists as a player does: master, a rendition, its first segment's address. */
  async function firstSegment(client: TestClient, post: Post): Promise<{ playlist: string; segment: string }> {
    const masterUrl = await signedFor(client, post, MEDIA.masterPlaylistName);
    const master = await fetch(`${server.baseUrl}${masterUrl}`);
    expect(master.status).toBe(200);
    const variant = (await master.text()).split('\n').find((l) => l.endsWith('.m3u8'))!;
    const playlistUrl = new URL(variant, `${server.baseUrl}${masterUrl}`).href;
    const playlist = await fetch(playlistUrl);
    expect(playlist.status).toBe(200);
    const line = (await playlist.text()).split('\n').find((l) => l.endsWith('.ts') || l.includes('.ts?'))!;
    return { playlist: playlistUrl, segment: new URL(line, playlistUrl).href };
  }

  it('plays a private post for its author: playlists from the server, segments by their signed addresses', async () => {
    const { segment } = await firstSegment(author, priv);
    if (kind === 's3') expect(segment.startsWith(s3!.config.endpoint!)).toBe(true);
    else expect(segment.startsWith(`${server.baseUrl}/v1/media/${priv.slug}/`)).toBe(true);
    const res = await fetch(segment);
    expect(res.status).toBe(200);
    const name = new URL(segment).pathname.split('/').pop()!;
    const expected = await stored(await server.storage.stream(mediaKey(priv.slug, name)));
    expect(Buffer.from(await res.arrayBuffer()).equals(expected)).toBe(true);
  });

  it('answers the thumbnail at its signed address (S3: a redirect to the bucket)', async () => {
    const res = await fetch(`${server.baseUrl}${await signedFor(viewer, pub, MEDIA.thumbnailName)}`);
    expect(res.status).toBe(200);
    const expected = await stored(await server.storage.stream(mediaKey(pub.slug, MEDIA.thumbnailName)));
    expect(Buffer.from(await res.arrayBuffer()).equals(expected)).toBe(true);
  });

  it('refuses a private post’s files without a signature, with a bad, another post’s or an expired one', async () => {
    const other = new URL(await signedFor(viewer, pub, '720p_0.ts'), server.baseUrl).pathname.split('/')[4]!;
    const [expires, , mac] = other.split('.');
    const stale = new MediaSigner(TEST_JWT_SECRET).sign(priv.slug, false, Date.now() - 8 * 3600_000).signature;
    const attempts = [
      postMediaUrl(priv, '720p_0.ts'),
      signedMediaUrl(priv.slug, 'none', '720p_0.ts'),
      signedMediaUrl(priv.slug, other, '720p_0.ts'),
      signedMediaUrl(priv.slug, `${expires}.m.${mac}`, '720p_0.ts'),
      signedMediaUrl(priv.slug, `${Number(expires) + 3600}.m.${'A'.repeat(43)}`, '720p_0.ts'),
      signedMediaUrl(priv.slug, stale, '720p_0.ts'),
      signedMediaUrl(priv.slug, stale, MEDIA.masterPlaylistName),
    ];
    for (const path of attempts) {
      const res = await fetch(`${server.baseUrl}${path}`, {
        headers: { cookie: cookieOf(viewer) },
        redirect: 'manual',
      });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ statusCode: 404, message: 'VIDEO_NOT_FOUND', error: 'Video not found.' });
    }
  });

  it('serves playlists and segments with the database closed: no query per file', async () => {
    const { playlist, segment } = await firstSegment(viewer, pub);
    await server.db.destroy();
    // A browser sends its session cookie along: it is not even looked at.
    const headers = { cookie: cookieOf(viewer) };
    const again = await fetch(playlist, { headers });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('#EXTINF');
    const res = await fetch(segment, { headers });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // Photos too: a name that is no stored photo is a plain 404, not a failed session lookup.
    const photo = await fetch(
      `${server.baseUrl}${buildPath(`/v1${api.profile.photo.path}`, { file: `${'a'.repeat(32)}.webp` })}`,
      {
        headers,
      },
    );
    expect(photo.status).toBe(404);
    // The check that issues signatures does need the database.
    const issuing = await fetch(`${server.baseUrl}${postMediaUrl(pub, MEDIA.thumbnailName)}`, {
      headers: { cookie: cookieOf(viewer) },
      redirect: 'manual',
    });
    expect(issuing.status).toBe(500);
  });
});
