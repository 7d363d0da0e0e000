import { describe, expect, it } from 'vitest';
import { unseenBadgeText } from './unseen-badge';

describe('unseenBadgeText', () => {
  it('shows nothing when everything is seen', () => {
    expect(unseenBadgeText(0)).toBeNull();
    expect(unseenBadgeText(-2)).toBeNull();
  });

  it('shows the count up to nine', () => {
    expect(unseenBadgeText(1)).toBe('1');
    expect(unseenBadgeText(9)).toBe('9');
  });

  it("shows '9+' above nine", () => {
    expect(unseenBadgeText(10)).toBe('9+');
    expect(unseenBadgeText(250)).toBe('9+');
  });
});
