import type { Db } from '../../db/database.js';
import type { ChatMedium, ErrorCode } from '@plaza/contract';
import type { BlockRepository } from '../contacts/block.repository.js';
import { visiblePosts } from '../posts/post.queries.js';

/** Socket payloads reach these checks too: a malformed id is simply nobody's (never a database error). */
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Whether `otherId` is a user, and the caller's contact: one query. */
async function standing(runner: Db, userId: string, otherId: string) {
  if (!isUuid(otherId)) return undefined;
  return runner
    .selectFrom('users as u')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('contacts as k')
            .select('k.id')
            .where('k.user_id', '=', userId)
            .whereRef('k.contact_user_id', '=', 'u.id'),
        )
        .as('is_contact'),
    )
    .where('u.id', '=', otherId)
    .executeTakeFirst();
}

/**
 * Why the caller may not send to `otherId`, or null when they may: the user must exist, not be
 * the caller, not have blocked the caller, and be their contact.
 */
export async function directRefusal(
  runner: Db,
  blocks: BlockRepository,
  userId: string,
  otherId: string,
): Promise<ErrorCode | null> {
  const row = await standing(runner, userId, otherId);
  if (!row) return 'USER_NOT_FOUND';
  if (otherId === userId) return 'CHAT_NOT_ALLOWED';
  if (await blocks.isBlockedBy(userId, otherId, runner)) return 'USER_BLOCKED_YOU';
  if (!row.is_contact) return 'CHAT_NOT_ALLOWED';
  return null;
}

/** Whether the caller may see the post (and so read, write and watch its live room). */
export async function postVisible(runner: Db, userId: string, postId: string): Promise<boolean> {
  if (!isUuid(postId)) return false;
  const row = await visiblePosts(runner, userId).select('p.id').where('p.id', '=', postId).executeTakeFirst();
  return row !== undefined;
}

/** Whether a user with this id exists. */
export async function userExists(runner: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const row = await runner.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Why the caller may not send to this target (a user or a post), or null when they may. */
export async function sendRefusal(
  runner: Db,
  blocks: BlockRepository,
  userId: string,
  medium: ChatMedium,
  to: string,
): Promise<ErrorCode | null> {
  if (medium === 'direct') return directRefusal(runner, blocks, userId, to);
  return (await postVisible(runner, userId, to)) ? null : 'POST_NOT_FOUND';
}
