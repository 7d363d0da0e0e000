import type { CommentSort } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Page } from '../../lib/paging.js';
import { visiblePosts } from '../posts/post.queries.js';
import { orderComments, selectCommentView, visibleComments, type CommentViewRow } from './comment.queries.js';

/** Where a list reads: a post's top-level comments, or one comment's replies. */
export interface CommentThread {
  postId: string;
  parentId: string | null;
}

/**
 * Comments and their counters. Counters change with `set x = x + n` in the transaction that
 * changes what they count, so concurrent comments never lose a count.
 */
export class CommentRepository {
  constructor(private readonly db: Db) {}

  /** The post, if the user may see it. */
  visiblePost(runner: Db, userId: string, postId: string) {
    return visiblePosts(runner, userId)
      .select(['p.id', 'p.allow_comments', 'p.created_by'])
      .where('p.id', '=', postId)
      .executeTakeFirst();
  }

  /** The comment, if the user may see its post. */
  visibleComment(runner: Db, userId: string, commentId: string) {
    return visibleComments(runner, userId)
      .select(['c.id', 'c.post_id', 'c.parent_id', 'c.created_by', 'c.comment'])
      .where('c.id', '=', commentId)
      .executeTakeFirst();
  }

  /** A comment of this post, with the author of its top-level comment when it is a reply. */
  commentOfPost(runner: Db, postId: string, commentId: string) {
    return runner
      .selectFrom('post_comments as c')
      .leftJoin('post_comments as top', 'top.id', 'c.parent_id')
      .select(['c.id', 'c.parent_id', 'c.created_by', 'top.created_by as top_created_by'])
      .where('c.post_id', '=', postId)
      .where('c.id', '=', commentId)
      .executeTakeFirst();
  }

  async insert(trx: Db, values: { postId: string; parentId: string | null; userId: string; comment: string }) {
    const row = await trx
      .insertInto('post_comments')
      .values({
        post_id: values.postId,
        parent_id: values.parentId,
        created_by: values.userId,
        comment: values.comment,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Changes the comment's reply count; undefined when the comment is gone. Locks its row. */
  async addReplies(trx: Db, commentId: string, delta: number): Promise<number | undefined> {
    const row = await trx
      .updateTable('post_comments')
      .set((eb) => ({ reply_count: eb('reply_count', '+', delta) }))
      .where('id', '=', commentId)
      .returning('reply_count')
      .executeTakeFirst();
    return row?.reply_count;
  }

  /** Changes the post's comment count; undefined when the post is gone. */
  async addComments(trx: Db, postId: string, delta: number): Promise<number | undefined> {
    const row = await trx
      .updateTable('posts')
      .set((eb) => ({ comments_count: eb('comments_count', '+', delta) }))
      .where('id', '=', postId)
      .returning('comments_count')
      .executeTakeFirst();
    return row?.comments_count;
  }

  async updateText(trx: Db, commentId: string, comment: string): Promise<void> {
    await trx
      .updateTable('post_comments')
      .set({ comment, edited: true, updated_at: sql<Date>`now()` })
      .where('id', '=', commentId)
      .execute();
  }

  /** Deletes the comment (its replies and likes go with it, by cascade); what it was, or undefined. */
  remove(trx: Db, commentId: string) {
    return trx
      .deleteFrom('post_comments')
      .where('id', '=', commentId)
      .returning(['id', 'post_id', 'parent_id', 'reply_count'])
      .executeTakeFirst();
  }

  view(runner: Db, userId: string, commentId: string): Promise<CommentViewRow | undefined> {
    return selectCommentView(runner, userId).where('c.id', '=', commentId).executeTakeFirst();
  }

  /** One page of a thread in one query, and its size in another. */
  async page(userId: string, thread: CommentThread, sort: CommentSort, page: Page) {
    const rows = orderComments(selectCommentView(this.db, userId), sort)
      .where('c.post_id', '=', thread.postId)
      .where((eb) =>
        thread.parentId === null ? eb('c.parent_id', 'is', null) : eb('c.parent_id', '=', thread.parentId),
      )
      .limit(page.limit)
      .offset(page.skip)
      .execute();
    const total = this.db
      .selectFrom('post_comments as c')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('c.post_id', '=', thread.postId)
      .where((eb) =>
        thread.parentId === null ? eb('c.parent_id', 'is', null) : eb('c.parent_id', '=', thread.parentId),
      )
      .executeTakeFirstOrThrow();
    const [list, counted] = await Promise.all([rows, total]);
    return { rows: list, total: Number(counted.n) };
  }
}
