import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsUtc, meetingIcs } from './meeting-ics.js';

describe('the meeting’s calendar file', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character, continuing with a space', () => {
    const line = `SUMMARY:${'ü'.repeat(80)}`;
    const folded = foldIcsLine(line);
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('SHORT:line')).toEqual(['SHORT:line']);
  });

  it('writes UTC times and ends every line with CRLF', () => {
    expect(icsUtc(new Date('2026-12-01T10:30:00.123Z'))).toBe('20261201T103000Z');
    const ics = meetingIcs({
      uid: 'id@plaza.test',
      stamp: new Date('2026-11-01T00:00:00Z'),
      start: new Date('2026-12-01T10:30:00Z'),
      end: new Date('2026-12-01T11:30:00Z'),
      summary: 'Review',
      description: '',
      url: 'http://plaza.test/meeting/abc',
    });
    expect(
      ics
        .split('\r\n')
        .slice(0, -1)
        .every((line) => !line.includes('\n')),
    ).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20261201T103000Z\r\nDTEND:20261201T113000Z\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
