import type { Comment } from '@plaza/contract';
import type { Actor } from '../../http/actor.js';
import type { CommentViewRow } from './comment.queries.js';

/** A comment row as the caller sees it: only the author edits; the author or the super admin deletes. */
export function toCommentDto(row: CommentViewRow, actor: Actor): Comment {
  const isAuthor = row.created_by === actor.user.id;
  return {
    id: row.id,
    comment: row.comment,
    postId: row.post_id,
    parentId: row.parent_id,
    user: {
      id: row.created_by,
      fullName: row.author_full_name,
      userName: row.author_user_name,
      displayPhoto: row.author_display_photo,
    },
    replyCount: row.reply_count,
    replies: { data: [], total: row.reply_count, limit: 0, skip: 0 },
    likesCount: row.likes_count,
    liked: row.liked_by !== null,
    edited: row.edited,
    updatedOn: row.updated_at.toISOString(),
    createdOn: row.created_at.toISOString(),
    permissions: { canEdit: isAuthor, canDelete: isAuthor || actor.user.is_super_admin },
  };
}
