import { applyReaction, type Post, type ReactionAction, type ReactionState } from '@plaza/contract';

export type Reaction = Omit<ReactionState, 'postId'>;
export type ReactionButton = 'like' | 'dislike';

/** Clicking the reaction already held takes it back; the other one replaces it. */
export function actionFor(post: Pick<Post, 'liked' | 'disliked'>, clicked: ReactionButton): ReactionAction {
  const held = clicked === 'like' ? post.liked : post.disliked;
  return held ? 'remove' : clicked;
}

export function reactionOf(post: Post): Reaction {
  const { liked, disliked, postReaction } = post;
  return { liked, disliked, likesCount: postReaction.likesCount, dislikesCount: postReaction.dislikesCount };
}

export function withReaction(post: Post, reaction: Reaction): Post {
  return {
    ...post,
    liked: reaction.liked,
    disliked: reaction.disliked,
    postReaction: { ...post.postReaction, likesCount: reaction.likesCount, dislikesCount: reaction.dislikesCount },
  };
}

/** The post as it will be once the server has applied the action (spec 02 §4), shown before it answers. */
export function optimistic(post: Post, action: ReactionAction): Post {
  return withReaction(post, applyReaction(reactionOf(post), action));
}
