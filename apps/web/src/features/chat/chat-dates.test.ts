import { describe, expect, it } from 'vitest';
import { conversationTimeLabel, dateHeaderLabel, groupByDay, sameDay } from './chat-dates';

/** A local moment (months 1-12), so the tests hold in any time zone. */
const at = (y: number, mo: number, d: number, h = 12, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe('date headers', () => {
  const now = at(2026, 11, 16, 9, 30);

  it('say Today for any moment of the local day', () => {
    expect(dateHeaderLabel(at(2026, 11, 16, 0, 0), now)).toBe('Today');
    expect(dateHeaderLabel(at(2026, 11, 16, 23, 59), now)).toBe('Today');
  });

  it('split at local midnight: 23:59 is Yesterday, 00:01 Today', () => {
    expect(dateHeaderLabel(at(2026, 11, 15, 23, 59), now)).toBe('Yesterday');
    expect(dateHeaderLabel(at(2026, 11, 16, 0, 1), now)).toBe('Today');
    expect(dateHeaderLabel(at(2026, 11, 15, 0, 0), now)).toBe('Yesterday');
    expect(dateHeaderLabel(at(2026, 11, 14, 23, 59), now)).toBe('Saturday, 14 November 2026');
  });

  it('say Yesterday across a month and a year boundary', () => {
    expect(dateHeaderLabel(at(2026, 2, 28, 22), at(2026, 3, 1, 1))).toBe('Yesterday');
    expect(dateHeaderLabel(at(2025, 12, 31, 23, 59), at(2026, 1, 1, 0, 1))).toBe('Yesterday');
    expect(dateHeaderLabel(at(2025, 12, 30, 23, 59), at(2026, 1, 1, 0, 1))).toBe('Tuesday, 30 December 2025');
  });

  it('name the weekday with the date a week ago and earlier', () => {
    expect(dateHeaderLabel(at(2026, 11, 9), now)).toBe('Monday, 9 November 2026');
    expect(dateHeaderLabel(at(2024, 2, 29), now)).toBe('Thursday, 29 February 2024');
  });
});

describe('conversation list times', () => {
  const now = at(2026, 11, 16, 18, 0);

  it('show the time today, zero padded, 24-hour', () => {
    expect(conversationTimeLabel(at(2026, 11, 16, 14, 5), now)).toBe('14:05');
    expect(conversationTimeLabel(at(2026, 11, 16, 0, 1), now)).toBe('00:01');
  });

  it('say Yesterday for the local day before, across a year boundary too', () => {
    expect(conversationTimeLabel(at(2026, 11, 15, 23, 59), now)).toBe('Yesterday');
    expect(conversationTimeLabel(at(2025, 12, 31, 8), at(2026, 1, 1, 0, 1))).toBe('Yesterday');
  });

  it('show the date before that', () => {
    expect(conversationTimeLabel(at(2026, 11, 14, 23, 59), now)).toBe('14/11/2026');
    expect(conversationTimeLabel(at(2026, 11, 9, 10), now)).toBe('09/11/2026');
  });
});

describe('day groups', () => {
  const message = (id: string, when: Date) => ({ id, createdOn: when.toISOString() });

  it('start a new group at each local day, oldest first', () => {
    const messages = [
      message('a', at(2026, 11, 14, 10)),
      message('b', at(2026, 11, 15, 23, 59)),
      message('c', at(2026, 11, 16, 0, 1)),
      message('d', at(2026, 11, 16, 8)),
    ];
    const groups = groupByDay(messages);
    expect(groups.map((g) => [g.key, g.messages.map((m) => m.id)])).toEqual([
      ['2026-11-14', ['a']],
      ['2026-11-15', ['b']],
      ['2026-11-16', ['c', 'd']],
    ]);
    expect(groups.map((g) => dateHeaderLabel(g.date, at(2026, 11, 16, 9)))).toEqual([
      'Saturday, 14 November 2026',
      'Yesterday',
      'Today',
    ]);
  });

  it('give nothing for no messages', () => {
    expect(groupByDay([])).toEqual([]);
  });

  it('compare local days, not elapsed hours', () => {
    expect(sameDay(at(2026, 11, 16, 0, 1), at(2026, 11, 15, 23, 59))).toBe(false);
    expect(sameDay(at(2026, 11, 16, 0, 0), at(2026, 11, 16, 23, 59))).toBe(true);
  });
});
