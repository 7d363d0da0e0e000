import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows a date as DD/MM/YYYY with leading zeros', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('05/01/2026');
    expect(formatDate(new Date(1999, 11, 31, 8))).toBe('31/12/1999');
  });

  it('reads ISO timestamps and shows nothing for an invalid one', () => {
    expect(formatDate(new Date(2026, 10, 22, 10).toISOString())).toBe('22/11/2026');
    expect(formatDate('not a date')).toBe('');
  });
});
