import type { Db } from '../../db/database.js';
import type { CommentSort } from '@plaza/contract';
import { visiblePosts } from '../posts/post.queries.js';

/**
 * The comments a user may see: those under the posts visiblePosts lets them see. Every
 * comment lookup starts here, so a comment of a hidden post is simply not found.
 */
export function visibleComments(runner: Db, userId: string) {
  return visiblePosts(runner, userId).innerJoin('post_comments as c', 'c.post_id', 'p.id');
}

/** A comment as a reply needs it: its author and the caller's like, by join (never per row). */
export function selectCommentView(runner: Db, userId: string) {
  return runner
    .selectFrom('post_comments as c')
    .innerJoin('users as u', 'u.id', 'c.created_by')
    .leftJoin('post_comment_likes as l', (join) => join.onRef('l.comment_id', '=', 'c.id').on('l.user_id', '=', userId))
    .select([
      'c.id',
      'c.comment',
      'c.post_id',
      'c.parent_id',
      'c.created_by',
      'c.reply_count',
      'c.likes_count',
      'c.edited',
      'c.created_at',
      'c.updated_at',
      'u.full_name as author_full_name',
      'u.user_name as author_user_name',
      'u.display_photo as author_display_photo',
      'l.user_id as liked_by',
    ]);
}

export type CommentView = ReturnType<typeof selectCommentView>;
export type CommentViewRow = Awaited<ReturnType<CommentView['executeTakeFirstOrThrow']>>;

/** Newest first, or most liked first and then newest; the id breaks ties so pages never overlap. */
export function orderComments(query: CommentView, sort: CommentSort): CommentView {
  const ordered = sort === 'likesCount' ? query.orderBy('c.likes_count', 'desc') : query;
  return ordered.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
}
