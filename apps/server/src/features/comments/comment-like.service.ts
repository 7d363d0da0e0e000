import type { CommentLikeState } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { Notifier } from '../notifications/notifier.js';
import type { CommentLikeRepository } from './comment-like.repository.js';
import type { CommentRepository } from './comment.repository.js';

/**
 * Likes of comments. Liking twice or taking back a like never given changes nothing; the count
 * moves only with the row. A like notifies the comment's author once per liker, however often
 * it is taken back and given again.
 */
export class CommentLikeService {
  constructor(
    private readonly db: Db,
    private readonly comments: CommentRepository,
    private readonly likes: CommentLikeRepository,
    private readonly notifier: Notifier,
  ) {}

  async like(actor: Actor, postId: string, commentId: string): Promise<CommentLikeState> {
    const userId = actor.user.id;
    return inTransaction(this.db, async (trx) => {
      const comment = await this.comments.visibleComment(trx, userId, commentId);
      if (!comment || comment.post_id !== postId) throw new AppError('COMMENT_NOT_FOUND');
      const added = await this.likes.add(trx, commentId, userId);
      const likesCount = await this.likes.likesCount(trx, commentId, added ? 1 : 0);
      if (added) {
        await this.notifier.add(trx, [
          {
            userId: comment.created_by,
            type: 'post_comment_like',
            createdBy: userId,
            postId,
            commentId,
            dedupeKey: `comment_like:${commentId}:${userId}`,
          },
        ]);
      }
      return { commentId, liked: true, likesCount };
    });
  }

  unlike(actor: Actor, commentId: string): Promise<CommentLikeState> {
    const userId = actor.user.id;
    return this.db.transaction().execute(async (trx) => {
      const comment = await this.comments.visibleComment(trx, userId, commentId);
      if (!comment) throw new AppError('COMMENT_NOT_FOUND');
      const removed = await this.likes.remove(trx, commentId, userId);
      const likesCount = await this.likes.likesCount(trx, commentId, removed ? -1 : 0);
      return { commentId, liked: false, likesCount };
    });
  }
}
