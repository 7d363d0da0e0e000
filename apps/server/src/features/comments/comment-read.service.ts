import type { Comment, CommentSort } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { paged, type Page, type Paged } from '../../lib/paging.js';
import { toCommentDto } from './comment.mapper.js';
import type { CommentRepository, CommentThread } from './comment.repository.js';

export type CommentListQuery = Page & { sortBy: CommentSort };

/** Reading comments: a post's top-level comments, and a comment's replies on demand. */
export class CommentReadService {
  constructor(
    private readonly db: Db,
    private readonly comments: CommentRepository,
  ) {}

  async list(actor: Actor, postId: string, query: CommentListQuery): Promise<Paged<Comment>> {
    await this.requirePost(actor, postId);
    return this.page(actor, { postId, parentId: null }, query);
  }

  async replies(actor: Actor, postId: string, parentId: string, query: CommentListQuery): Promise<Paged<Comment>> {
    await this.requirePost(actor, postId);
    const parent = await this.comments.commentOfPost(this.db, postId, parentId);
    if (!parent || parent.parent_id !== null) throw new AppError('COMMENT_NOT_FOUND');
    return this.page(actor, { postId, parentId }, query);
  }

  private async requirePost(actor: Actor, postId: string): Promise<void> {
    if (!(await this.comments.visiblePost(this.db, actor.user.id, postId))) throw new AppError('POST_NOT_FOUND');
  }

  private async page(actor: Actor, thread: CommentThread, query: CommentListQuery): Promise<Paged<Comment>> {
    const { rows, total } = await this.comments.page(actor.user.id, thread, query.sortBy, query);
    return paged(
      rows.map((row) => toCommentDto(row, actor)),
      total,
      query,
    );
  }
}
