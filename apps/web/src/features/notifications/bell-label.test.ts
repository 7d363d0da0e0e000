import { describe, expect, it } from 'vitest';
import { bellLabel } from './bell-label';

describe('bellLabel', () => {
  it('names the bell with the count of new notifications', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications (3 new)');
    expect(bellLabel(42)).toBe('Notifications (42 new)');
  });
});
