import type { Db } from '../../db/database.js';
import type { PostReactionsTable } from '../../db/schema-posts.js';
import { visiblePosts } from './post.queries.js';

type ReactionType = PostReactionsTable['type'];

/** The caller's reaction rows and the post's like and dislike counters. */
export class ReactionRepository {
  /**
   * The post's counters, if the user may see it, with its row locked until the transaction
   * ends: two reactions to one post take turns, so no count is lost.
   */
  lockVisible(trx: Db, userId: string, postId: string) {
    return visiblePosts(trx, userId)
      .select(['p.id', 'p.created_by', 'p.allow_dislike', 'p.likes_count', 'p.dislikes_count'])
      .where('p.id', '=', postId)
      .forUpdate('p')
      .executeTakeFirst();
  }

  async reactionOf(trx: Db, postId: string, userId: string): Promise<ReactionType | null> {
    const row = await trx
      .selectFrom('post_reactions')
      .select('type')
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.type ?? null;
  }

  /** Stores the user's reaction (one row per post and user), or removes it for null. */
  async save(trx: Db, postId: string, userId: string, type: ReactionType | null): Promise<void> {
    if (type === null) {
      await trx.deleteFrom('post_reactions').where('post_id', '=', postId).where('user_id', '=', userId).execute();
      return;
    }
    await trx
      .insertInto('post_reactions')
      .values({ post_id: postId, user_id: userId, type })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doUpdateSet({ type }))
      .execute();
  }

  async setCounts(trx: Db, postId: string, counts: { likesCount: number; dislikesCount: number }) {
    await trx
      .updateTable('posts')
      .set({ likes_count: counts.likesCount, dislikes_count: counts.dislikesCount })
      .where('id', '=', postId)
      .execute();
  }
}
