import { describe, expect, it } from 'vitest';
import { canSeeMore, INVITATION_LIMITS, SUGGESTION_LIMITS, visibleItems } from './expand-list';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('invitations (5 shown, See more expands to 30)', () => {
  it('shows the first 5 while folded', () => {
    expect(visibleItems(numbers(12), false, INVITATION_LIMITS)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows up to 30 once expanded', () => {
    expect(visibleItems(numbers(40), true, INVITATION_LIMITS)).toHaveLength(30);
    expect(visibleItems(numbers(12), true, INVITATION_LIMITS)).toHaveLength(12);
  });

  it('offers See more only while folded with more than 5', () => {
    expect(canSeeMore(5, false, INVITATION_LIMITS)).toBe(false);
    expect(canSeeMore(6, false, INVITATION_LIMITS)).toBe(true);
    expect(canSeeMore(6, true, INVITATION_LIMITS)).toBe(false);
  });
});

describe('suggestions (3 shown)', () => {
  it('folds to 3 and offers See more when the server has more', () => {
    expect(visibleItems(numbers(3), false, SUGGESTION_LIMITS)).toEqual([0, 1, 2]);
    expect(canSeeMore(3, false, SUGGESTION_LIMITS)).toBe(false);
    expect(canSeeMore(7, false, SUGGESTION_LIMITS)).toBe(true);
  });
});
