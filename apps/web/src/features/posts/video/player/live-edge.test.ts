import { LIVE } from '@plaza/contract';
import { describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../../../lib/presentation';
import { LIVE_SYNC_SEGMENTS, isBehindLive, jumpToLive, liveEdgeOf } from './live-edge';

/** A video whose seekable range is [start, end] (none when end is null), at `currentTime`. */
function videoAt(currentTime: number, start: number, end: number | null) {
  const seekable = {
    length: end === null ? 0 : 1,
    start: () => start,
    end: () => end ?? 0,
  } as unknown as TimeRanges;
  return { seekable, currentTime, play: vi.fn(() => Promise.resolve()) };
}

const sync = LIVE.segmentSeconds * LIVE_SYNC_SEGMENTS;

describe('the live edge', () => {
  it('is as far behind the playlist’s end as a live starts, never before its start', () => {
    expect(liveEdgeOf(videoAt(0, 0, 60))).toBe(60 - sync);
    expect(liveEdgeOf(videoAt(0, 0, 2))).toBe(0);
    expect(liveEdgeOf(videoAt(0, 0, null))).toBeNull();
  });

  it('is behind only past the threshold, and not before anything can be played', () => {
    const edge = 60 - sync;
    expect(isBehindLive(videoAt(edge, 0, 60))).toBe(false);
    expect(isBehindLive(videoAt(edge - TIMING.behindLiveSeconds, 0, 60))).toBe(false);
    expect(isBehindLive(videoAt(edge - TIMING.behindLiveSeconds - 0.5, 0, 60))).toBe(true);
    expect(isBehindLive(videoAt(0, 0, null))).toBe(false);
  });

  it('jumps to the edge and plays', () => {
    const video = videoAt(3, 0, 60);
    jumpToLive(video as unknown as HTMLVideoElement);
    expect(video.currentTime).toBe(60 - sync);
    expect(video.play).toHaveBeenCalledOnce();
  });
});
