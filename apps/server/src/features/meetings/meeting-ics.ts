/**
 * A meeting as an iCalendar file (RFC 5545) that mail clients add to a calendar: one VEVENT with
 * UID, DTSTAMP, DTSTART and DTEND in UTC, SUMMARY, DESCRIPTION and URL. Text is escaped (\\ ; , and
 * line breaks), every line ends with CRLF and is folded at 75 octets, never inside a UTF-8
 * character. METHOD:PUBLISH: an entry to keep, not a request to answer (no organizer's address
 * is handed to the invitees).
 */
export interface CalendarEvent {
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
}

const MAX_OCTETS = 75;

/** 2026-12-01T10:00:00.000Z → 20261201T100000Z */
export function icsUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets; each continuation starts with a space. */
export function foldIcsLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

export function meetingIcs(event: CalendarEvent): string {
  const content = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Plaza//Meetings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return content.flatMap(foldIcsLine).join('\r\n') + '\r\n';
}
