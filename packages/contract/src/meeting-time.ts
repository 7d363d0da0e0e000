import { MEETING } from './limits.js';

/**
 * Meeting times (spec 02 §4 Create meeting, §5): choices every 30 minutes, a start rounded up to
 * the next step, planned dates bounded from now. Pure functions of a moment, so the form and the
 * server agree and a test can pass its own "now".
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const STEP_MS = MEETING.roundMinutes * MINUTE_MS;

/** The first 30-minute step at or after `at` (an instant already on a step stays). */
export function roundUpToMeetingStep(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / STEP_MS) * STEP_MS);
}

/** Plan for later switched on: start at the next step, end two hours later (spec 02 §9). */
export function planForLaterDefaults(now: Date): { startDate: Date; endDate: Date } {
  const startDate = roundUpToMeetingStep(now);
  return { startDate, endDate: new Date(startDate.getTime() + MEETING.planForLaterHours * 60 * MINUTE_MS) };
}

const WRITTEN_TIME = /T\d{2}:(\d{2})(?::(\d{2})(?:\.(\d+))?)?/;

/**
 * Whether an ISO date-time, read in the offset it is written with, falls on a 30-minute step
 * (minutes 00 or 30, no seconds). Read as written, so a zone 45 minutes off UTC keeps its own steps.
 */
export function isOnMeetingStep(iso: string): boolean {
  const match = WRITTEN_TIME.exec(iso);
  if (!match) return false;
  const minutes = Number(match[1]);
  const seconds = Number(match[2] ?? '0');
  const fraction = Number(match[3] ?? '0');
  return minutes % MEETING.roundMinutes === 0 && seconds === 0 && fraction === 0;
}

/** The earliest start a planned meeting may have at `now` (a few minutes' grace for the trip). */
export const earliestMeetingStart = (now: number): number => now - MEETING.startGraceMinutes * MINUTE_MS;
/** The latest start: 30 days from now. */
export const latestMeetingStart = (now: number): number => now + MEETING.startBoundDays * DAY_MS;
/** The latest end: 90 days from now. */
export const latestMeetingEnd = (now: number): number => now + MEETING.endBoundDays * DAY_MS;

/** Whether a time zone name is one this runtime knows (an IANA name such as Europe/Istanbul, or UTC). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
