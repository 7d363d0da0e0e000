import { describe, expect, it, vi } from 'vitest';
import { startPlaying } from './attach-source';

function fakeVideo(refusals: string[]) {
  const video = { muted: false, play: vi.fn() };
  video.play.mockImplementation(async () => {
    const refusal = refusals.shift();
    if (refusal) throw new DOMException('refused', refusal);
  });
  return video as unknown as HTMLVideoElement & { play: typeof video.play };
}

describe('autoplay', () => {
  it('plays with sound when the browser allows it', async () => {
    const video = fakeVideo([]);
    const onMuted = vi.fn();
    await startPlaying(video, onMuted);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(false);
    expect(onMuted).not.toHaveBeenCalled();
  });

  it('falls back to muted when the browser refuses sound, and says so', async () => {
    const video = fakeVideo(['NotAllowedError']);
    const onMuted = vi.fn();
    await startPlaying(video, onMuted);
    expect(video.play).toHaveBeenCalledTimes(2);
    expect(video.muted).toBe(true);
    expect(onMuted).toHaveBeenCalledOnce();
  });

  it('leaves an interrupted start alone (the source changed)', async () => {
    const video = fakeVideo(['AbortError']);
    const onMuted = vi.fn();
    await startPlaying(video, onMuted);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(false);
  });
});
