import { MEETING } from '@plaza/contract';

/**
 * Meeting dates (spec 02 §4, §5, §9) as wall times in the meeting's time zone: the pickers show a
 * day and one of 48 half-hour times, the form sends instants. Rounding happens on the wall clock of
 * that zone, so a zone half an hour or 45 minutes off UTC still gets :00 and :30.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const STEP_MS = MEETING.roundMinutes * MINUTE_MS;

/** The times a picker offers: every 30 minutes over 24 hours, '00:00' to '23:30'. */
export const TIME_CHOICES: readonly string[] = Array.from({ length: DAY_MS / STEP_MS }, (_, index) => {
  const minutes = index * MEETING.roundMinutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** A day and a time on the wall clock of some zone: '2026-11-28', '14:30'. */
export interface WallTime {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - (instant - (instant % 1000));
}

/** The instant as the zone's wall clock shows it (seconds dropped). */
export function wallTimeOf(instant: number, timeZone: string): WallTime {
  const iso = new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * The instant a wall time names in the zone. A time skipped by a clock change moves forward by the
 * change; a repeated one is its first occurrence.
 */
export function instantOf({ date, time }: WallTime, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  const shows = (instant: number) => instant + zoneOffsetMs(instant, timeZone) === wall;
  const matching = [first, second].filter(shows);
  return matching.length > 0 ? Math.min(...matching) : Math.max(first, second);
}

/** Rounded up to the next half hour of the zone's wall clock (unchanged when already on one). */
export function roundUp(instant: number, timeZone: string): number {
  const offset = zoneOffsetMs(instant, timeZone);
  const wall = Math.ceil((instant + offset) / STEP_MS) * STEP_MS;
  return wall - zoneOffsetMs(wall - offset, timeZone);
}

/** The longest a meeting may last: two hours, or less when the member's plan allows less. */
export function longestMinutes(planMinutes: number | null): number {
  const spec = MEETING.planForLaterHours * 60;
  return planMinutes === null ? spec : Math.min(spec, planMinutes);
}

/**
 * Plan-for-later's first dates: start now and end two hours later (or the plan's longest meeting),
 * both rounded up.
 */
export function defaultTimes(now: number, timeZone: string, minutes = MEETING.planForLaterHours * 60) {
  return { start: roundUp(now, timeZone), end: roundUp(now + minutes * MINUTE_MS, timeZone) };
}

export interface Bounds {
  min: number;
  max: number;
}

/** Spec 02 §5: a start from now to 30 days on. */
export function startBounds(now: number): Bounds {
  return { min: now, max: now + MEETING.startBoundDays * DAY_MS };
}

/**
 * Spec 02 §5 as the contract reads it: an end after the start, up to 90 days from now; with the
 * plan's longest meeting, no later than that after the start.
 */
export function endBounds(start: number, now: number, planMinutes: number | null = null): Bounds {
  const latest = now + MEETING.endBoundDays * DAY_MS;
  const max = planMinutes === null ? latest : Math.min(latest, start + planMinutes * MINUTE_MS);
  return { min: start + STEP_MS, max };
}

/**
 * The instant written with the zone's offset ('2026-12-01T22:00:00+05:45'): the contract checks the
 * half-hour step on the time as written, so a wall time of the zone passes in any zone.
 */
export function isoInZone(instant: number, timeZone: string): string {
  const offsetMinutes = Math.round(zoneOffsetMs(instant, timeZone) / MINUTE_MS);
  const { date, time } = wallTimeOf(instant, timeZone);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${date}T${time}:00${offset}`;
}

/** The half-hour times of `date` in the zone that fall within the bounds. */
export function timeChoicesWithin(date: string, timeZone: string, bounds: Bounds): string[] {
  return TIME_CHOICES.filter((time) => {
    const instant = instantOf({ date, time }, timeZone);
    return instant >= bounds.min && instant <= bounds.max;
  });
}

/** The first and last day the bounds allow, as the zone's dates (a date input's min and max). */
export function dayBounds(bounds: Bounds, timeZone: string): { min: string; max: string } {
  return { min: wallTimeOf(bounds.min, timeZone).date, max: wallTimeOf(bounds.max, timeZone).date };
}

/** Every IANA zone the browser knows, the browser's own among them. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
