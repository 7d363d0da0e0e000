import { MEDIA, postMediaUrl } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { aPost } from '../../../../testing/post-fixture';
import { pollInterval, PROCESSING_POLL_MS } from '../use-video-post';
import { playbackOf, posterOf } from './playback';

const media = (changes: Partial<ReturnType<typeof aPost>['media']>) => ({ ...aPost().media, ...changes });

describe('what the player loads', () => {
  it('plays HLS from the master playlist once the video is ready', () => {
    const post = aPost({ slug: 'abc' });
    expect(playbackOf(post)).toEqual({ kind: 'hls', url: postMediaUrl(post, MEDIA.masterPlaylistName) });
    expect(posterOf(post)).toBe(postMediaUrl(post, MEDIA.thumbnailName));
  });

  it('plays the original upload while processing, and says so', () => {
    const post = aPost({
      slug: 'abc',
      videoName: 'original.mov',
      media: media({ status: 'processing', hlsPlaylist: null, thumbnail: null }),
    });
    expect(playbackOf(post)).toEqual({
      kind: 'original',
      url: postMediaUrl(post, 'original.mov'),
      processing: true,
    });
    expect(posterOf(post)).toBeUndefined();
  });

  it('plays a live post by HLS', () => {
    const post = aPost({ slug: 'live', streaming: true, liveStream: true, media: media({ status: 'processing' }) });
    expect(playbackOf(post)).toEqual({ kind: 'hls', url: postMediaUrl(post, MEDIA.masterPlaylistName) });
  });

  it('has no source for a failed video, only the reason the author may read', () => {
    const post = aPost({ media: media({ status: 'failed', hlsPlaylist: null, failureReason: 'No video stream' }) });
    expect(playbackOf(post)).toEqual({ kind: 'failed', reason: 'No video stream' });
  });

  it('asks for the post again only while it is processing', () => {
    expect(pollInterval(aPost({ media: media({ status: 'processing' }) }))).toBe(PROCESSING_POLL_MS);
    expect(pollInterval(aPost())).toBe(false);
    expect(pollInterval(aPost({ media: media({ status: 'failed' }) }))).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });
});
