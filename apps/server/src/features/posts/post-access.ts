import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { PostViewRow } from './post.queries.js';
import type { PostRepository } from './post.repository.js';

/**
 * The checks post calls start with: a post the caller may not see is POST_NOT_FOUND (its
 * existence is never revealed); one they see but did not write is NOT_AUTHORIZED to change.
 */
export class PostAccess {
  constructor(private readonly posts: PostRepository) {}

  async visible(actor: Actor, postId: string, runner?: Db): Promise<PostViewRow> {
    const post = await this.posts.findVisible(actor.user.id, postId, runner);
    if (!post) throw new AppError('POST_NOT_FOUND');
    return post;
  }

  async authored(actor: Actor, postId: string): Promise<PostViewRow> {
    const post = await this.visible(actor, postId);
    if (post.created_by !== actor.user.id) throw new AppError('NOT_AUTHORIZED');
    return post;
  }
}
