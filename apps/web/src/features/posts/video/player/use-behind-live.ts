import { useEffect, useState, type RefObject } from 'react';
import { TIMING } from '../../../../lib/presentation';
import { isBehindLive } from './live-edge';

/**
 * Whether the live player is behind the live edge: checked every second, as the edge moves on
 * while the video is paused (when no media event comes).
 */
export function useBehindLive(videoRef: RefObject<HTMLVideoElement | null>, live: boolean): boolean {
  const [behind, setBehind] = useState(false);
  useEffect(() => {
    if (!live) return;
    const check = () => {
      const video = videoRef.current;
      setBehind(video !== null && isBehindLive(video));
    };
    const timer = setInterval(check, TIMING.liveEdgeCheckMs);
    return () => {
      clearInterval(timer);
      setBehind(false);
    };
  }, [videoRef, live]);
  return behind;
}
