import { describe, expect, it } from 'vitest';
import { rewritePlaylist } from './playlist-rewrite.js';

const VARIANT = '#EXTM3U\n#EXT-X-VERSION:6\n#EXTINF:4.000000,\n720p_0.ts\n#EXTINF:1.5,\n720p_1.ts\n#EXT-X-ENDLIST\n';

describe('rewritePlaylist', () => {
  it('names each segment by the URL given, keeping tags and order', async () => {
    const text = await rewritePlaylist(VARIANT, (name) => Promise.resolve(`https://bucket.example/v/${name}?X-Amz=1`));
    expect(text).toBe(
      '#EXTM3U\n#EXT-X-VERSION:6\n#EXTINF:4.000000,\nhttps://bucket.example/v/720p_0.ts?X-Amz=1\n' +
        '#EXTINF:1.5,\nhttps://bucket.example/v/720p_1.ts?X-Amz=1\n#EXT-X-ENDLIST\n',
    );
  });

  it('keeps relative names without direct URLs, and never touches playlists or foreign lines', async () => {
    expect(await rewritePlaylist(VARIANT, () => Promise.resolve(null))).toBe(VARIANT);
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p.m3u8\n../other/1.ts\nhttp://x/1.ts\n';
    expect(await rewritePlaylist(master, () => Promise.resolve('https://signed'))).toBe(master);
  });
});
