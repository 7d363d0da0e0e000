/**
 * Date labels of chat (spec 02 §2 Messages and calls): a date header says Today, Yesterday, or the
 * weekday with the date; the conversation list shows the time today, Yesterday, or the date.
 */

/** The header above the messages of `date`'s day. */
export function dateHeaderLabel(date: Date, now: Date): string {
  return `${date.toISOString()} ${now.toISOString()}`;
}

/** The time of a conversation's last message, in the conversation list. */
export function conversationTimeLabel(date: Date, now: Date): string {
  return `${date.toISOString()} ${now.toISOString()}`;
}

/** Whether two instants fall on the same local day (where a date header goes between messages). */
export function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}
