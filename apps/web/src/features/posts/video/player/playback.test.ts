import { LIVE, MEDIA, postMediaUrl } from '@plaza/contract';
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

  it('plays a live post by HLS at the live edge, from its live playlist', () => {
    const post = aPost({
      slug: 'live',
      streaming: true,
      liveStream: true,
      videoName: LIVE.playlistName,
      media: media({ status: 'processing', hlsPlaylist: LIVE.playlistName }),
    });
    expect(playbackOf(post)).toEqual({ kind: 'hls', url: postMediaUrl(post, LIVE.playlistName), live: true });
  });

  it('waits for a prepared live to start, and after the end for its recording, then plays the video', () => {
    const prepared = { liveStream: true, streaming: false, videoName: LIVE.playlistName };
    expect(playbackOf(aPost({ ...prepared, media: media({ status: 'processing', hlsPlaylist: null }) }))).toEqual({
      kind: 'liveWaiting',
    });
    const ended = { liveStream: true, streaming: false, videoName: LIVE.recordingName };
    expect(
      playbackOf(aPost({ ...ended, media: media({ status: 'processing', hlsPlaylist: LIVE.playlistName }) })),
    ).toEqual({ kind: 'liveEnded' });
    const vod = aPost({
      ...ended,
      slug: 'vod',
      media: media({ status: 'ready', hlsPlaylist: MEDIA.masterPlaylistName }),
    });
    expect(playbackOf(vod)).toEqual({ kind: 'hls', url: postMediaUrl(vod, MEDIA.masterPlaylistName) });
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
