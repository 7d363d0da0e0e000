import type { ReactionState } from './entities/post.js';

export type ReactionAction = 'like' | 'dislike' | 'remove';
type Reaction = Omit<ReactionState, 'postId'>;

/**
 * The reaction rules of spec 02 §4, as one pure function the server and the web app share. Like
 * sets liked, clears disliked and adds one like. Dislike sets disliked, clears liked and takes one
 * like away only if it was liked. Removing clears both and takes one away only if it was liked.
 * Repeating the reaction already held changes nothing.
 */
export function applyReaction(state: Reaction, action: ReactionAction): Reaction {
  const wasLiked = state.liked;
  const wasDisliked = state.disliked;
  const likes = (liked: boolean) => state.likesCount + (liked === wasLiked ? 0 : liked ? 1 : -1);
  const dislikes = (disliked: boolean) => state.dislikesCount + (disliked === wasDisliked ? 0 : disliked ? 1 : -1);
  switch (action) {
    case 'like':
      return { liked: true, disliked: false, likesCount: likes(true), dislikesCount: dislikes(false) };
    case 'dislike':
      return { liked: false, disliked: true, likesCount: likes(false), dislikesCount: dislikes(true) };
    case 'remove':
      return { liked: false, disliked: false, likesCount: likes(false), dislikesCount: dislikes(false) };
  }
}
