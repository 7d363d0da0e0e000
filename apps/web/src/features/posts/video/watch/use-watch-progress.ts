import { useEffect, useEffectEvent, type RefObject } from 'react';
import { sendProgress } from './send-progress';
import { createWatchTracker } from './watch-tracker';

/**
 * Reports what is watched of a post's video (spec 02 §4 Watch progress): on pause, seek, end and
 * leaving the page (unmount or pagehide). `onViews` receives the views count each reply carries.
 */
export function useWatchProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  postId: string,
  onViews: (viewsCount: number) => void,
) {
  const showViews = useEffectEvent(onViews);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracker = createWatchTracker((segment, end) => {
      void sendProgress(postId, segment, end).then((views) => {
        if (views !== null && end !== 'leave') showViews(views);
      });
    });
    const handlers: [string, () => void][] = [
      ['play', () => tracker.play(video.currentTime)],
      ['playing', () => tracker.play(video.currentTime)],
      ['timeupdate', () => tracker.timeUpdate(video.currentTime)],
      ['pause', () => tracker.pause(video.currentTime)],
      ['seeking', () => tracker.seeking(video.currentTime)],
      ['ended', () => tracker.ended(video.currentTime)],
      ['emptied', () => tracker.interrupt()],
    ];
    for (const [event, handler] of handlers) video.addEventListener(event, handler);
    const leave = () => tracker.leave(video.currentTime);
    window.addEventListener('pagehide', leave);
    return () => {
      leave();
      window.removeEventListener('pagehide', leave);
      for (const [event, handler] of handlers) video.removeEventListener(event, handler);
    };
  }, [videoRef, postId]);
}
