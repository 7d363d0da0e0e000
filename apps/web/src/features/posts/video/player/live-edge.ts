import { LIVE } from '@plaza/contract';
import { TIMING } from '../../../../lib/presentation';

/** hls.js starts a live this many segments behind the newest (its liveSyncDurationCount). */
export const LIVE_SYNC_SEGMENTS = 3;

type Seekable = Pick<HTMLVideoElement, 'seekable' | 'currentTime'>;

/**
 * Where a live plays: as far behind the newest segment as hls.js (and Safari) start one. The end of
 * the seekable range is the live playlist's end, with hls.js as natively.
 */
export function liveEdgeOf(video: Pick<HTMLVideoElement, 'seekable'>): number | null {
  const { seekable } = video;
  if (seekable.length === 0) return null;
  const last = seekable.length - 1;
  return Math.max(seekable.start(last), seekable.end(last) - LIVE.segmentSeconds * LIVE_SYNC_SEGMENTS);
}

/** Behind enough to offer "Jump to live" (paused, or sought back). */
export function isBehindLive(video: Seekable): boolean {
  const edge = liveEdgeOf(video);
  return edge !== null && edge - video.currentTime > TIMING.behindLiveSeconds;
}

/** Back to the live edge, playing. */
export function jumpToLive(video: HTMLVideoElement): void {
  const edge = liveEdgeOf(video);
  if (edge === null) return;
  video.currentTime = edge;
  void video.play().catch(() => undefined);
}
