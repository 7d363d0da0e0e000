import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { attachSource, startPlaying } from './attach-source';
import type { Playback } from './playback';

type Playable = Extract<Playback, { url: string }>;

/** Where the viewer was when a source was let go of, to carry on in the next one. */
interface Position {
  time: number;
  playing: boolean;
}

/**
 * Attaches the post's source and autoplays it (a live muted, at its live edge: browsers let a muted
 * video start without a gesture). When the source changes (the original gives way to HLS once
 * processing is done), the viewer carries on where they were, playing only if they were.
 */
export function useVideoSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  playback: Playable,
  events: { onMuted: () => void; onFatal: () => void },
) {
  const onMuted = useEffectEvent(events.onMuted);
  const onFatal = useEffectEvent(events.onFatal);
  const left = useRef<Position | null>(null);
  const { kind, url } = playback;
  const live = 'live' in playback && playback.live === true;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const resume = left.current;
    let cancelled = false;
    let started = false;
    let detach: () => void = () => undefined;
    void attachSource(video, { kind, url, live }, () => onFatal()).then((release) => {
      if (cancelled) return release();
      detach = release;
      if (resume && resume.time > 0) {
        video.addEventListener('loadedmetadata', () => (video.currentTime = resume.time), { once: true });
      }
      started = true;
      if (live) {
        video.muted = true;
        onMuted();
      }
      if (!resume || resume.playing) void startPlaying(video, () => onMuted());
    });
    return () => {
      cancelled = true;
      // Let go of before it was started (React's development double run does this on every page),
      // the video is where it was meant to be: still to autoplay, not paused by the viewer.
      left.current = started
        ? { time: video.ended ? 0 : video.currentTime, playing: !video.paused && !video.ended }
        : (resume ?? { time: 0, playing: true });
      detach();
    };
  }, [videoRef, kind, url, live]);
}
