import { describe, expect, it } from 'vitest';
import { audienceLabel, compactCount, formatDuration, viewersLabel, viewsLabel, watchingLabel } from './counts';

const reaction = (viewsCount: number, liveStreamViewersCount: number) => ({ viewsCount, liveStreamViewersCount });

describe('views and watching labels', () => {
  it('says view for exactly one and views otherwise', () => {
    expect(viewsLabel(0)).toBe('0 views');
    expect(viewsLabel(1)).toBe('1 view');
    expect(viewsLabel(2)).toBe('2 views');
    expect(viewsLabel(12345)).toBe('12,345 views');
    expect(viewsLabel(1500, compactCount)).toBe('1.5K views');
  });

  it('uses the singular for a live count of 1 or fewer (spec 02 §2)', () => {
    expect(watchingLabel(0)).toEqual({ label: '0 watching', title: '0 viewer watching now' });
    expect(watchingLabel(1)).toEqual({ label: '1 watching', title: '1 viewer watching now' });
    expect(watchingLabel(2)).toEqual({ label: '2 watching', title: '2 viewers watching now' });
    expect([0, 1, 2, 1234].map(viewersLabel)).toEqual(['0 viewer', '1 viewer', '2 viewers', '1,234 viewers']);
  });

  it('shows viewers for a live post and views for the others', () => {
    expect(audienceLabel({ streaming: true, postReaction: reaction(40, 1) })).toBe('1 watching');
    expect(audienceLabel({ streaming: false, postReaction: reaction(40, 1) })).toBe('40 views');
  });
});

describe('formatDuration', () => {
  it('writes m:ss, or h:mm:ss from an hour', () => {
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(245.4)).toBe('4:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('has nothing to say about an unknown length', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
  });
});
