import { MEDIA, postMediaUrl, type ErrorReply, type Post } from '@plaza/contract';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/client.js';
import { signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';
import { smallClip, uploadClip } from '../support/videos.js';
import { transcoded } from './support.js';

/** One public and one private post, transcoded once for the whole file; the tests only read. */
const server = useTestServer({}, { reset: false });
let author: TestClient;
let viewer: TestClient;
let pub: Post;
let priv: Post;
let original: Buffer;

beforeAll(async () => {
  author = (await signedInUser(server, 'Author')).client;
  viewer = (await signedInUser(server, 'Viewer')).client;
  original = await readFile(await smallClip());
  pub = (await uploadClip(author, await smallClip(), { title: 'Public' })).body;
  priv = (await uploadClip(author, await smallClip(), { title: 'Private', public: 'false' })).body;
  await transcoded(server, pub.id);
  await transcoded(server, priv.id);
});

function get(client: TestClient | null, post: { slug: string }, file: string, headers: Record<string, string> = {}) {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  return fetch(`${server.baseUrl}${postMediaUrl(post, file)}`, { headers: { cookie, ...headers } });
}

/** The response's max-age, checked to be cacheable with the given scope and immutable. */
function maxAge(res: Response, scope: 'public' | 'private'): number {
  const match = /^(public|private), max-age=(\d+), immutable$/.exec(res.headers.get('cache-control') ?? '');
  expect(match?.[1], `cache-control ${res.headers.get('cache-control')}`).toBe(scope);
  return Number(match![2]);
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const errorCode = async (res: Response) => ((await res.json()) as ErrorReply).message;

describe('GET /post/video/view/:slug/:videoName', () => {
  it('redirects to the signed address, a redirect only the caller’s browser keeps', async () => {
    const cookie = [...viewer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.baseUrl}${postMediaUrl(pub, 'original.mp4')}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(
      new RegExp(`^/v1/media/${pub.slug}/\\d+\\.p\\.[\\w-]{43}/original\\.mp4$`),
    );
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it('sends the whole original with its type, length and caching until the signature expires', async () => {
    const res = await get(viewer, pub, 'original.mp4');
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(original.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(maxAge(res, 'public')).toBeGreaterThan(MEDIA.signedUrlSeconds - 60);
    expect(maxAge(res, 'public')).toBeLessThanOrEqual(MEDIA.signedUrlSeconds + MEDIA.signedUrlWindowSeconds);
    expect((await bytes(res)).equals(original)).toBe(true);
  });

  it('answers a range with 206 and Content-Range', async () => {
    const res = await get(viewer, pub, 'original.mp4', { range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${original.length}`);
    expect(res.headers.get('content-length')).toBe('100');
    expect((await bytes(res)).equals(original.subarray(100, 200))).toBe(true);

    const tail = await get(viewer, pub, 'original.mp4', { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect((await bytes(tail)).equals(original.subarray(original.length - 10))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await get(viewer, pub, 'original.mp4', { range: `bytes=${original.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${original.length}`);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(`${server.baseUrl}${postMediaUrl(pub, 'original.mp4')}`, {
      method: 'HEAD',
      headers: { cookie: [...viewer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(original.length));
    expect((await bytes(res)).length).toBe(0);
  });

  it('serves playlists revalidated, and segments and thumbnails cached by anyone (a public post)', async () => {
    const master = await get(viewer, pub, MEDIA.masterPlaylistName);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('public, no-cache');
    const segment = await get(viewer, pub, '240p_0.ts');
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(maxAge(segment, 'public')).toBeGreaterThan(0);
    const thumbnail = await get(viewer, pub, MEDIA.thumbnailName);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    await Promise.all([master, segment, thumbnail].map(bytes));
  });

  it('serves a private post to its author only, privately cached; to others it does not exist', async () => {
    const mine = await get(author, priv, 'original.mp4');
    expect(mine.status).toBe(200);
    expect(maxAge(mine, 'private')).toBeGreaterThan(0);
    await bytes(mine);
    for (const file of ['original.mp4', MEDIA.masterPlaylistName, '240p_0.ts']) {
      const res = await get(viewer, priv, file);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ statusCode: 404, message: 'VIDEO_NOT_FOUND', error: 'Video not found.' });
    }
  });

  it.each([
    ['a path out of the folder', () => pub, '../../secrets.json'],
    ['a name outside the pattern', () => pub, 'original.exe'],
    ['a file the post does not have', () => pub, 'original.webm'],
    ['a rendition it does not have', () => pub, '1080p.m3u8'],
    ['an unknown slug', () => ({ slug: 'f'.repeat(24) }), 'original.mp4'],
    ['a slug that is not one', () => ({ slug: 'not-a-slug' }), 'original.mp4'],
  ])('answers VIDEO_NOT_FOUND for %s', async (_name, post, file) => {
    const res = await get(viewer, post(), file);
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('VIDEO_NOT_FOUND');
  });

  it('answers 401 without a session', async () => {
    const res = await get(null, pub, 'original.mp4');
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe('NOT_SIGNED_IN');
  });
});
