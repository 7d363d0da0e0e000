import { formatDate } from '../../lib/format-date';

/**
 * Date labels of chat (spec 02 §2 Messages and calls): a date header says Today, Yesterday, or the
 * weekday with the date; the conversation list shows the time today, Yesterday, or the date. Days
 * are the viewer's local days; names are English, like the rest of the app's relative times.
 */

const weekday = new Intl.DateTimeFormat('en', { weekday: 'long' });
const month = new Intl.DateTimeFormat('en', { month: 'long' });
const pad = (n: number) => String(n).padStart(2, '0');

/** Whether two instants fall on the same local day (where a date header goes between messages). */
export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The local day before `now`'s (by calendar, so a daylight-saving change does not shift it). */
function dayBefore(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
}

/** The header above the messages of `date`'s day: 'Today', 'Yesterday', 'Monday, 16 November 2026'. */
export function dateHeaderLabel(date: Date, now: Date): string {
  if (sameDay(date, now)) return 'Today';
  if (sameDay(date, dayBefore(now))) return 'Yesterday';
  return `${weekday.format(date)}, ${date.getDate()} ${month.format(date)} ${date.getFullYear()}`;
}

/** The time of a conversation's last message, in the conversation list: '14:05', 'Yesterday', '16/11/2026'. */
export function conversationTimeLabel(date: Date, now: Date): string {
  if (sameDay(date, now)) return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (sameDay(date, dayBefore(now))) return 'Yesterday';
  return formatDate(date);
}

/** The messages of one local day, oldest first. */
export interface DayGroup<T> {
  /** The local day, 'YYYY-MM-DD': a stable React key. */
  key: string;
  /** The first message's moment, for dateHeaderLabel. */
  date: Date;
  messages: T[];
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Splits messages (oldest first) into local days, each to be shown under its date header. */
export function groupByDay<T extends { createdOn: string }>(messages: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const message of messages) {
    const date = new Date(message.createdOn);
    const key = dayKey(date);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.messages.push(message);
    else groups.push({ key, date, messages: [message] });
  }
  return groups;
}
