import type { Comment, RemovedComment } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { Notifier } from '../notifications/notifier.js';
import { commentNotifications } from './comment-recipients.js';
import { toCommentDto } from './comment.mapper.js';
import type { CommentRepository } from './comment.repository.js';

export interface NewCommentInput {
  postId: string;
  comment: string;
  parentId?: string | undefined;
}

/**
 * Writing comments (spec 02 §4 Comments): create, edit, remove. The post's comment count and the
 * parent's reply count change in the same transaction as the comment; rows are locked comment
 * first, then post, in every path, so concurrent calls take turns without deadlocking.
 */
export class CommentService {
  constructor(
    private readonly db: Db,
    private readonly comments: CommentRepository,
    private readonly notifier: Notifier,
  ) {}

  async create(actor: Actor, input: NewCommentInput): Promise<Comment> {
    const userId = actor.user.id;
    const id = await inTransaction(this.db, async (trx) => {
      const post = await this.comments.visiblePost(trx, userId, input.postId);
      if (!post) throw new AppError('POST_NOT_FOUND');
      if (!post.allow_comments) throw new AppError('POST_COMMENTS_NOT_ALLOWED');
      let parentId: string | null = null;
      const answered: string[] = [];
      if (input.parentId) {
        const named = await this.comments.commentOfPost(trx, post.id, input.parentId);
        if (!named) throw new AppError('COMMENT_NOT_FOUND');
        // Replies are one level deep: answering a reply joins its top-level comment's replies.
        parentId = named.parent_id ?? named.id;
        answered.push(named.created_by);
        if (named.top_created_by) answered.push(named.top_created_by);
        if ((await this.comments.addReplies(trx, parentId, 1)) === undefined) throw new AppError('COMMENT_NOT_FOUND');
      }
      if ((await this.comments.addComments(trx, post.id, 1)) === undefined) throw new AppError('POST_NOT_FOUND');
      const id = await this.comments.insert(trx, { postId: post.id, parentId, userId, comment: input.comment });
      const notifications = await commentNotifications(trx, {
        id,
        postId: post.id,
        text: input.comment,
        authorId: userId,
        postAuthorId: post.created_by,
        answered,
      });
      await this.notifier.add(trx, notifications);
      return id;
    });
    return this.read(actor, id);
  }

  async update(actor: Actor, commentId: string, comment: string): Promise<Comment> {
    await this.db.transaction().execute(async (trx) => {
      const found = await this.comments.visibleComment(trx, actor.user.id, commentId);
      if (!found) throw new AppError('COMMENT_NOT_FOUND');
      if (found.created_by !== actor.user.id) throw new AppError('NOT_AUTHORIZED');
      if (found.comment === comment) throw new AppError('NO_CHANGES_DETECTED');
      await this.comments.updateText(trx, commentId, comment);
    });
    return this.read(actor, commentId);
  }

  remove(actor: Actor, commentId: string): Promise<RemovedComment> {
    return this.db.transaction().execute(async (trx) => {
      const found = await this.comments.visibleComment(trx, actor.user.id, commentId);
      if (!found) throw new AppError('COMMENT_NOT_FOUND');
      if (found.created_by !== actor.user.id && !actor.user.is_super_admin) throw new AppError('NOT_AUTHORIZED');
      const removed = await this.comments.remove(trx, commentId);
      if (!removed) throw new AppError('COMMENT_NOT_FOUND');
      // A top-level comment takes its replies with it (cascade); a reply is one fewer of its parent's.
      const parentReplyCount =
        removed.parent_id === null ? null : ((await this.comments.addReplies(trx, removed.parent_id, -1)) ?? 0);
      const gone = removed.parent_id === null ? 1 + removed.reply_count : 1;
      const commentsCount = (await this.comments.addComments(trx, removed.post_id, -gone)) ?? 0;
      return { commentId, parentId: removed.parent_id, parentReplyCount, commentsCount };
    });
  }

  private async read(actor: Actor, commentId: string): Promise<Comment> {
    const row = await this.comments.view(this.db, actor.user.id, commentId);
    // Removed between the write and this read: as if it never was.
    if (!row) throw new AppError('COMMENT_NOT_FOUND');
    return toCommentDto(row, actor);
  }
}
