import { applyReaction, type ReactionAction, type ReactionState } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../auth/actor.js';
import type { ReactionRepository } from './reaction.repository.js';

/**
 * Likes and dislikes (spec 02 §4 Reactions). The new state is the contract's applyReaction of
 * the stored one, so the server and the web app agree; the post's row is locked meanwhile.
 */
export class ReactionService {
  constructor(
    private readonly db: Db,
    private readonly reactions: ReactionRepository,
  ) {}

  react(actor: Actor, postId: string, action: ReactionAction): Promise<ReactionState> {
    const userId = actor.user.id;
    return this.db.transaction().execute(async (trx) => {
      const post = await this.reactions.lockVisible(trx, userId, postId);
      if (!post) throw new AppError('POST_NOT_FOUND');
      if (action === 'dislike' && !post.allow_dislike) throw new AppError('POST_DISLIKE_NOT_ALLOWED');
      const held = await this.reactions.reactionOf(trx, postId, userId);
      const before = {
        liked: held === 'like',
        disliked: held === 'dislike',
        likesCount: post.likes_count,
        dislikesCount: post.dislikes_count,
      };
      const after = applyReaction(before, action);
      await this.reactions.save(trx, postId, userId, after.liked ? 'like' : after.disliked ? 'dislike' : null);
      if (after.likesCount !== before.likesCount || after.dislikesCount !== before.dislikesCount) {
        await this.reactions.setCounts(trx, postId, after);
      }
      return { postId, ...after };
    });
  }
}
