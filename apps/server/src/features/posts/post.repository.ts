import type { Db } from '../../db/database.js';
import { selectPostView, visiblePosts, type PostViewRow } from './post.queries.js';

export type PostChanges = Partial<{ title: string; description: string; public: boolean }>;

/** Reads and writes posts. Every read goes through `visiblePosts`, so nothing unseen leaks. */
export class PostRepository {
  constructor(private readonly db: Db) {}

  findVisible(userId: string, postId: string, runner: Db = this.db): Promise<PostViewRow | undefined> {
    return selectPostView(visiblePosts(runner, userId), userId).where('p.id', '=', postId).executeTakeFirst();
  }

  findVisibleBySlug(userId: string, slug: string): Promise<PostViewRow | undefined> {
    return selectPostView(visiblePosts(this.db, userId), userId).where('p.slug', '=', slug).executeTakeFirst();
  }

  /**
   * A post whatever its visibility: only for the super admin's moderation, who must be able to
   * remove a reported post even after its author made it private.
   */
  findForModeration(postId: string): Promise<{ id: string; created_by: string } | undefined> {
    return this.db.selectFrom('posts').select(['id', 'created_by']).where('id', '=', postId).executeTakeFirst();
  }

  async update(postId: string, changes: PostChanges): Promise<void> {
    await this.db
      .updateTable('posts')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', postId)
      .execute();
  }

  /** Deletes the post (its reactions, views and reports go with it; a pin on it is cleared). */
  delete(postId: string): Promise<{ slug: string } | undefined> {
    return this.db.deleteFrom('posts').where('id', '=', postId).returning('slug').executeTakeFirst();
  }

  /** The id of the post pinned to the user's profile: undefined for no such user, null for none. */
  async featuredOf(userId: string): Promise<string | null | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select('featured_post_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ? row.featured_post_id : undefined;
  }

  async setFeatured(userId: string, postId: string | null): Promise<void> {
    await this.db.updateTable('users').set({ featured_post_id: postId }).where('id', '=', userId).execute();
  }
}
