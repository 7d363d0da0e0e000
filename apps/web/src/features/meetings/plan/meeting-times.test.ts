import { MEETING } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  TIME_CHOICES,
  dayBounds,
  defaultTimes,
  endBounds,
  instantOf,
  isoInZone,
  longestMinutes,
  roundUp,
  startBounds,
  timeChoicesWithin,
  wallTimeOf,
} from './meeting-times';

const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();
const DAY = 24 * 3600_000;

describe('meeting times', () => {
  it('offers 48 half-hour times over a day', () => {
    expect(TIME_CHOICES).toHaveLength(48);
    expect([TIME_CHOICES[0], TIME_CHOICES[1], TIME_CHOICES[47]]).toEqual(['00:00', '00:30', '23:30']);
  });

  it('rounds up to the next half hour, and leaves a half hour as it is', () => {
    expect(iso(roundUp(at('2026-11-28T16:07:12Z'), 'UTC'))).toBe('2026-11-28T16:30:00.000Z');
    expect(iso(roundUp(at('2026-11-28T16:30:01Z'), 'UTC'))).toBe('2026-11-28T17:00:00.000Z');
    expect(iso(roundUp(at('2026-11-28T16:30:00Z'), 'UTC'))).toBe('2026-11-28T16:30:00.000Z');
    expect(iso(roundUp(at('2026-11-28T23:45:00Z'), 'UTC'))).toBe('2026-11-29T00:00:00.000Z');
  });

  it('rounds on the wall clock of the zone, also one 45 minutes off the hour', () => {
    // Kathmandu is UTC+05:45: 16:07 UTC is 21:52 there, rounded to 22:00 there = 16:15 UTC.
    const rounded = roundUp(at('2026-11-28T16:07:00Z'), 'Asia/Kathmandu');
    expect(iso(rounded)).toBe('2026-11-28T16:15:00.000Z');
    expect(wallTimeOf(rounded, 'Asia/Kathmandu')).toEqual({ date: '2026-11-28', time: '22:00' });
  });

  it('plans for later from now to two hours on, both rounded up', () => {
    const { start, end } = defaultTimes(at('2026-11-28T16:07:00Z'), 'Europe/Istanbul');
    expect(iso(start)).toBe('2026-11-28T16:30:00.000Z');
    expect(iso(end)).toBe('2026-11-28T18:30:00.000Z');
    expect(end - start).toBe(MEETING.planForLaterHours * 3600_000);
  });

  it('turns a wall time of a zone into its instant and back, across a clock change', () => {
    expect(iso(instantOf({ date: '2026-07-01', time: '09:30' }, 'America/New_York'))).toBe('2026-07-01T13:30:00.000Z');
    expect(iso(instantOf({ date: '2026-12-01', time: '09:30' }, 'America/New_York'))).toBe('2026-12-01T14:30:00.000Z');
    // 02:30 does not exist in New York on 2026-03-08: it moves forward an hour.
    expect(iso(instantOf({ date: '2026-03-08', time: '02:30' }, 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
    expect(wallTimeOf(at('2026-07-01T13:30:00Z'), 'America/New_York')).toEqual({ date: '2026-07-01', time: '09:30' });
    // 01:30 happens twice on 2026-11-01: the first (daylight) one.
    expect(iso(instantOf({ date: '2026-11-01', time: '01:30' }, 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('writes an instant with the zone’s own offset, so its half hour shows as written', () => {
    expect(isoInZone(at('2026-11-28T16:15:00Z'), 'Asia/Kathmandu')).toBe('2026-11-28T22:00:00+05:45');
    expect(isoInZone(at('2026-12-01T14:30:00Z'), 'America/New_York')).toBe('2026-12-01T09:30:00-05:00');
    expect(isoInZone(at('2026-12-01T14:30:00Z'), 'UTC')).toBe('2026-12-01T14:30:00+00:00');
  });

  it('bounds the start from now to 30 days on, and the end from after the start to 90 days from now', () => {
    const now = at('2026-11-28T16:07:00Z');
    const start = startBounds(now);
    expect([start.min, start.max]).toEqual([now, now + MEETING.startBoundDays * DAY]);
    const end = endBounds(at('2026-12-01T10:00:00Z'), now);
    expect(iso(end.min)).toBe('2026-12-01T10:30:00.000Z');
    expect(end.max - now).toBe(MEETING.endBoundDays * DAY);
    expect(dayBounds(start, 'UTC')).toEqual({ min: '2026-11-28', max: '2026-12-28' });
    // The plan's longest meeting brings the latest end closer.
    expect(iso(endBounds(at('2026-12-01T10:00:00Z'), now, 60).max)).toBe('2026-12-01T11:00:00.000Z');
    expect([longestMinutes(null), longestMinutes(60), longestMinutes(720)]).toEqual([120, 60, 120]);
  });

  it('offers only the times of a day within the bounds', () => {
    const now = at('2026-11-28T16:07:00Z');
    const today = timeChoicesWithin('2026-11-28', 'UTC', startBounds(now));
    expect(today[0]).toBe('16:30');
    expect(today.at(-1)).toBe('23:30');
    expect(timeChoicesWithin('2026-11-29', 'UTC', startBounds(now))).toHaveLength(48);
    const lastDay = timeChoicesWithin('2026-12-28', 'UTC', startBounds(now));
    expect(lastDay.at(-1)).toBe('16:00');
  });
});
