import { applyReaction, type ReactionAction, type ReactionState } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ReactionRepository } from './reaction.repository.js';

/**
 * Likes and dislikes (spec 02 §4 Reactions). The new state is the contract's applyReaction of
 * the stored one, so the server and the web app agree; the post's row is locked meanwhile.
 */
export class ReactionService {
  constructor(
    private readonly db: Db,
    private readonly reactions: ReactionRepository,
    private readonly notifier: Notifier,
  ) {}

  async react(actor: Actor, postId: string, action: ReactionAction): Promise<ReactionState> {
    const userId = actor.user.id;
    return inTransaction(this.db, async (trx) => {
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
      // The author hears of a like once per person, however often it is taken back and given again.
      if (after.liked && !before.liked) {
        await this.notifier.add(trx, [
          {
            userId: post.created_by,
            type: 'post_like',
            createdBy: userId,
            postId,
            dedupeKey: `post_like:${postId}:${userId}`,
          },
        ]);
      }
      return { postId, ...after };
    });
  }
}
