import type { ErrorCode } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { directRefusal } from '../chat/chat-access.js';
import type { BlockRepository } from '../contacts/block.repository.js';

/**
 * Why `userId` may not call `otherId`, or null when they may (issue 21): the rule for direct
 * messages (a contact who has not blocked you), and not someone you have blocked either.
 * Someone who is no user at all is refused as a stranger.
 */
export async function callRefusal(
  db: Db,
  blocks: BlockRepository,
  userId: string,
  otherId: string,
): Promise<ErrorCode | null> {
  if (otherId === userId) return 'CANT_CALL_YOURSELF';
  const refusal = await directRefusal(db, blocks, userId, otherId);
  if (refusal === 'USER_BLOCKED_YOU') return refusal;
  if (refusal !== null || (await blocks.isBlockedBy(otherId, userId, db))) return 'CALL_NOT_ALLOWED';
  return null;
}
