import { describe, expect, it } from 'vitest';
import { aPost } from '../../../../testing/post-fixture';
import { actionFor, optimistic } from './reaction-state';

const counts = (post: ReturnType<typeof aPost>) => [
  post.liked,
  post.disliked,
  post.postReaction.likesCount,
  post.postReaction.dislikesCount,
];

describe('reactions on the video page (spec 02 §4)', () => {
  it('clicking the reaction held takes it back; the other one replaces it', () => {
    expect(actionFor({ liked: false, disliked: false }, 'like')).toBe('like');
    expect(actionFor({ liked: true, disliked: false }, 'like')).toBe('remove');
    expect(actionFor({ liked: true, disliked: false }, 'dislike')).toBe('dislike');
    expect(actionFor({ liked: false, disliked: true }, 'dislike')).toBe('remove');
  });

  it('shows the counts the rules give before the server answers', () => {
    const post = aPost();
    expect(counts(optimistic(post, 'like'))).toEqual([true, false, 4, 1]);
    expect(counts(optimistic(optimistic(post, 'like'), 'dislike'))).toEqual([false, true, 3, 2]);
    expect(counts(optimistic(optimistic(post, 'like'), 'remove'))).toEqual([false, false, 3, 1]);
    expect(optimistic(post, 'like').postReaction.viewsCount).toBe(10);
  });
});
