/**
 * Meeting times as the viewer reads them: in the viewer's own time zone (the browser's), whatever
 * zone the meeting was planned in. `en-GB` gives the day before the month and a 24-hour clock, as
 * the settings pages' DD/MM/YYYY does.
 */
const LOCALE = 'en-GB';

const dateTime = (timeZone?: string) =>
  new Intl.DateTimeFormat(LOCALE, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });

/** 'Sat 28 Nov, 16:30'. */
export function formatMeetingTime(iso: string, timeZone?: string): string {
  return dateTime(timeZone).format(new Date(iso));
}

/** 'Sat 28 Nov, 16:30 – 18:30', or across days 'Sat 28 Nov, 23:00 – Sun 29 Nov, 01:00'. */
export function formatMeetingRange(startIso: string, endIso: string, timeZone?: string): string {
  return dateTime(timeZone).formatRange(new Date(startIso), new Date(endIso));
}

/** The viewer's (the browser's) time zone: the list's times, the Plan dialog's default. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
