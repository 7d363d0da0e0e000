import type { Db } from '../../db/database.js';
import { COMMENT, mentionedUserNames, type NotificationType } from '@plaza/contract';
import { sql } from 'kysely';
import type { NewNotification } from '../notifications/notifier.js';
import { visiblePosts } from '../posts/post.queries.js';

export interface NewComment {
  id: string;
  postId: string;
  text: string;
  authorId: string;
  postAuthorId: string;
  /** The authors of the comment answered and of its top-level comment (the same for a top-level answer). */
  answered: string[];
}

/**
 * The users a comment @mentions (at most COMMENT.maxMentions, matched case-insensitively) who
 * may see its post: one query for the names, one for their visibility of the post.
 */
async function mentionedViewers(trx: Db, text: string, postId: string): Promise<string[]> {
  const names = mentionedUserNames(text)
    .slice(0, COMMENT.maxMentions)
    .map((name) => name.toLowerCase());
  if (names.length === 0) return [];
  const users = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(user_name)`, 'in', names)
    .execute();
  if (users.length === 0) return [];
  const seen = await trx
    .selectNoFrom((eb) =>
      users.map((user, i) =>
        eb.exists(visiblePosts(trx, user.id).select('p.id').where('p.id', '=', postId)).as(`v${i}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const flags = seen as Record<string, unknown>;
  return users.filter((_, i) => flags[`v${i}`] === true).map((user) => user.id);
}

/**
 * Who hears of a new comment, once each, the most specific reason winning: the @mentioned,
 * then the authors of the comment answered, then the post's author. The Notifier drops the
 * commenter's own name and anyone who blocked them.
 */
export async function commentNotifications(trx: Db, comment: NewComment): Promise<NewNotification[]> {
  const types = new Map<string, NotificationType>();
  const offer = (userId: string, type: NotificationType) => {
    if (!types.has(userId)) types.set(userId, type);
  };
  for (const userId of await mentionedViewers(trx, comment.text, comment.postId)) offer(userId, 'post_comment_mention');
  for (const userId of comment.answered) offer(userId, 'post_comment_reply');
  offer(comment.postAuthorId, 'post_comment');
  return [...types].map(([userId, type]) => ({
    userId,
    type,
    createdBy: comment.authorId,
    postId: comment.postId,
    commentId: comment.id,
  }));
}
