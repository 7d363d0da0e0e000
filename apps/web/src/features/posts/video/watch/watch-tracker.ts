/** One stretch of the video that was watched, as the views call takes it (spec 02 §7). */
export interface WatchedSegment {
  /** Where the stretch began, in seconds. */
  startedFrom: number;
  /** Where it ended, rounded up to a whole second. */
  endedAt: number;
}

/** How the segment ended: on leaving the page it must be sent in a way that outlives the page. */
export type SegmentEnd = 'pause' | 'seek' | 'ended' | 'leave';

export type ReportSegment = (segment: WatchedSegment, end: SegmentEnd) => void;

/** Millisecond precision is plenty, and keeps float noise (12.000000001) out of the reports. */
const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Watch progress (spec 02 §4): the player reports each watched stretch when it pauses, seeks, ends or
 * the page is left. A player event gives the position at that moment; `timeUpdate` keeps the last
 * position known while playing, because when `seeking` fires the player is already at the target.
 * Zero-length stretches (a pause right after play, two seeks in a row) are not reported.
 */
export function createWatchTracker(report: ReportSegment) {
  let startedFrom: number | null = null;
  let lastTime = 0;

  const close = (end: SegmentEnd, at: number) => {
    const from = startedFrom;
    startedFrom = null;
    if (from === null || !(at > from)) return;
    report({ startedFrom: roundMs(from), endedAt: Math.ceil(at) }, end);
  };

  return {
    /** The player started or resumed playing at `time`. */
    play(time: number) {
      lastTime = time;
      if (startedFrom === null) startedFrom = time;
    },
    timeUpdate(time: number) {
      if (startedFrom !== null) lastTime = time;
    },
    pause(time: number) {
      close('pause', time);
      lastTime = time;
    },
    /** The user jumped to `target`: the stretch before the jump ends where playback was. */
    seeking(target: number) {
      const wasPlaying = startedFrom !== null;
      close('seek', lastTime);
      lastTime = target;
      if (wasPlaying) startedFrom = target;
    },
    ended(time: number) {
      close('ended', time);
      lastTime = time;
    },
    /**
     * The player let go of its source (it switches from the original to HLS): the stretch ends at
     * the last position known, since the player already reads 0.
     */
    interrupt() {
      close('pause', lastTime);
    },
    /** The page is being left (unmount, pagehide) while at `time`. */
    leave(time: number) {
      close('leave', time);
    },
    /** Whether a stretch is open (playing). */
    get watching() {
      return startedFrom !== null;
    },
  };
}

export type WatchTracker = ReturnType<typeof createWatchTracker>;
