import { describe, expect, it } from 'vitest';
import { createWatchTracker, type SegmentEnd, type WatchedSegment } from './watch-tracker';

function tracked() {
  const reports: (WatchedSegment & { end: SegmentEnd })[] = [];
  const tracker = createWatchTracker((segment, end) => reports.push({ ...segment, end }));
  return { tracker, reports };
}

describe('the watch-progress tracker', () => {
  it('reports the stretch watched when the player pauses, the end rounded up', () => {
    const { tracker, reports } = tracked();
    tracker.play(0);
    tracker.timeUpdate(2.1);
    tracker.pause(4.2);
    expect(reports).toEqual([{ startedFrom: 0, endedAt: 5, end: 'pause' }]);
    expect(tracker.watching).toBe(false);
  });

  it('starts the next stretch where playing resumes', () => {
    const { tracker, reports } = tracked();
    tracker.play(0);
    tracker.pause(3);
    tracker.play(3);
    tracker.pause(7.5);
    expect(reports.map((r) => [r.startedFrom, r.endedAt])).toEqual([
      [0, 3],
      [3, 8],
    ]);
  });

  it('on a seek, reports the stretch before it and carries on from the target', () => {
    const { tracker, reports } = tracked();
    tracker.play(1.5);
    tracker.timeUpdate(6.25);
    tracker.seeking(40);
    tracker.timeUpdate(40.3);
    tracker.timeUpdate(44.01);
    tracker.ended(45);
    expect(reports).toEqual([
      { startedFrom: 1.5, endedAt: 7, end: 'seek' },
      { startedFrom: 40, endedAt: 45, end: 'ended' },
    ]);
  });

  it('reports nothing for a seek while paused, and plays on from where it landed', () => {
    const { tracker, reports } = tracked();
    tracker.seeking(20);
    expect(reports).toEqual([]);
    tracker.play(20);
    tracker.pause(21);
    expect(reports).toEqual([{ startedFrom: 20, endedAt: 21, end: 'pause' }]);
  });

  it('reports the open stretch when the page is left, and nothing when nothing is playing', () => {
    const { tracker, reports } = tracked();
    tracker.play(10);
    tracker.leave(12.2);
    tracker.leave(12.2);
    expect(reports).toEqual([{ startedFrom: 10, endedAt: 13, end: 'leave' }]);
  });

  it('skips zero-length stretches: a pause right after play, seeks in a row, pause then end', () => {
    const { tracker, reports } = tracked();
    tracker.play(5);
    tracker.pause(5);
    tracker.play(5);
    tracker.seeking(30);
    tracker.seeking(31);
    tracker.timeUpdate(33);
    tracker.pause(33);
    tracker.ended(33);
    expect(reports).toEqual([{ startedFrom: 31, endedAt: 33, end: 'pause' }]);
  });

  it('ends the stretch where it was when the player lets go of its source', () => {
    const { tracker, reports } = tracked();
    tracker.play(0);
    tracker.timeUpdate(12.4);
    tracker.interrupt();
    tracker.timeUpdate(0);
    tracker.play(0);
    tracker.seeking(12.4);
    tracker.timeUpdate(15);
    tracker.pause(15);
    expect(reports).toEqual([
      { startedFrom: 0, endedAt: 13, end: 'pause' },
      { startedFrom: 12.4, endedAt: 15, end: 'pause' },
    ]);
  });

  it('keeps the start to the millisecond, without float noise', () => {
    const { tracker, reports } = tracked();
    tracker.play(0.1 + 0.2);
    tracker.pause(1);
    expect(reports[0]!.startedFrom).toBe(0.3);
    expect(reports[0]!.endedAt).toBe(1);
  });
});
