import { LIVE, postMediaUrl, type Post } from '@plaza/contract';

type PlaybackPost = Pick<Post, 'slug' | 'videoName' | 'streaming' | 'liveStream' | 'media'>;

/** What the player loads for a post, given where its media stands in the pipeline. */
export type Playback =
  /** `live`: a live stream's playlist, played at the live edge. */
  | { kind: 'hls'; url: string; live?: true }
  /** The original upload, while the HLS renditions are still being made. */
  | { kind: 'original'; url: string; processing: boolean }
  | { kind: 'failed'; reason: string | null }
  /** A live post prepared (Go live) whose stream has not started. */
  | { kind: 'liveWaiting' }
  /** A live that ended, while its recording becomes the video. */
  | { kind: 'liveEnded' };

export function playbackOf(post: PlaybackPost): Playback {
  const { media } = post;
  // A live stream is HLS from the start; its playlist is written while it streams.
  if (post.streaming) {
    return { kind: 'hls', url: postMediaUrl(post, media.hlsPlaylist ?? LIVE.playlistName), live: true };
  }
  if (post.liveStream && post.videoName === LIVE.playlistName) return { kind: 'liveWaiting' };
  if (media.status === 'failed') return { kind: 'failed', reason: media.failureReason };
  if (media.status === 'ready' && media.hlsPlaylist) return { kind: 'hls', url: postMediaUrl(post, media.hlsPlaylist) };
  // The recording of a live is MPEG-TS, which browsers do not play: the ladder comes soon.
  if (post.liveStream) return { kind: 'liveEnded' };
  return { kind: 'original', url: postMediaUrl(post, post.videoName), processing: media.status === 'processing' };
}

/** The poster frame, once the pipeline has made one. */
export function posterOf(post: Pick<Post, 'slug' | 'media'>): string | undefined {
  return post.media.thumbnail ? postMediaUrl(post, post.media.thumbnail) : undefined;
}
