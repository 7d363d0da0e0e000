/** A user's likes of comments, and each comment's like counter. */
export class CommentLikeRepository {
  /** True when the like is new (liking twice stores one row). */
  async add(trx: Db, commentId: string, userId: string): Promise<boolean> {
    const row = await trx
      .insertInto('post_comment_likes')
      .values({ comment_id: commentId, user_id: userId })
      .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
      .returning('comment_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** True when there was a like to take back. */
  async remove(trx: Db, commentId: string, userId: string): Promise<boolean> {
    const row = await trx
      .deleteFrom('post_comment_likes')
      .where('comment_id', '=', commentId)
      .where('user_id', '=', userId)
      .returning('comment_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The comment's like count, changed by `delta` first when it is not zero. */
  async likesCount(trx: Db, commentId: string, delta: number): Promise<number> {
    const row =
      delta === 0
        ? await trx
            .selectFrom('post_comments')
            .select('likes_count')
            .where('id', '=', commentId)
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('post_comments')
            .set((eb) => ({ likes_count: eb('likes_count', '+', delta) }))
            .where('id', '=', commentId)
            .returning('likes_count')
            .executeTakeFirstOrThrow();
    return row.likes_count;
  }
}
import type { Db } from '../../db/database.js';
