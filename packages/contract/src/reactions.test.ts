import { describe, expect, it } from 'vitest';
import { applyReaction } from './reactions.js';

const none = { liked: false, disliked: false, likesCount: 5, dislikesCount: 2 };
const liked = { liked: true, disliked: false, likesCount: 6, dislikesCount: 2 };
const disliked = { liked: false, disliked: true, likesCount: 5, dislikesCount: 3 };

describe('applyReaction (spec 02 §4)', () => {
  it('like sets liked, clears disliked and adds one like', () => {
    expect(applyReaction(none, 'like')).toEqual(liked);
    expect(applyReaction(disliked, 'like')).toEqual({ liked: true, disliked: false, likesCount: 6, dislikesCount: 2 });
  });

  it('dislike subtracts a like only if it was liked', () => {
    expect(applyReaction(liked, 'dislike')).toEqual({ liked: false, disliked: true, likesCount: 5, dislikesCount: 3 });
    expect(applyReaction(none, 'dislike')).toEqual(disliked);
  });

  it('removing clears both and subtracts a like only if it was liked', () => {
    expect(applyReaction(liked, 'remove')).toEqual(none);
    expect(applyReaction(disliked, 'remove')).toEqual(none);
    expect(applyReaction(none, 'remove')).toEqual(none);
  });

  it('repeating the reaction held changes nothing', () => {
    expect(applyReaction(liked, 'like')).toEqual(liked);
    expect(applyReaction(disliked, 'dislike')).toEqual(disliked);
  });
});
