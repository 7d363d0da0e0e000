import { describe, expect, it } from 'vitest';
import { exactDateTime, relativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(ago(5), now)).toBe('just now');
    expect(relativeTime(ago(-30), now)).toBe('just now');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(3 * 3600 + 59), now)).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
  });

  it('gives the exact moment for the tooltip as DD/MM/YYYY, HH:mm', () => {
    expect(exactDateTime(new Date(2026, 2, 4, 9, 5))).toBe('04/03/2026, 09:05');
    expect(exactDateTime('not a date')).toBe('');
  });
});
