import type { Db } from '../../db/database.js';
import type { Runner } from '../community/membership.repository.js';
import { selectPostView, visiblePosts, type PostViewRow } from './post.queries.js';

/** Reads and writes posts. Every read goes through `visiblePosts`, so nothing unseen leaks. */
export class PostRepository {
  constructor(private readonly db: Db) {}

  findVisible(userId: string, postId: string, runner: Runner = this.db): Promise<PostViewRow | undefined> {
    return selectPostView(visiblePosts(runner, userId), userId).where('p.id', '=', postId).executeTakeFirst();
  }

  findVisibleBySlug(userId: string, slug: string): Promise<PostViewRow | undefined> {
    return selectPostView(visiblePosts(this.db, userId), userId).where('p.slug', '=', slug).executeTakeFirst();
  }
}
