import type { Db } from '../../db/database.js';

/** Who blocked whom. A block is one row, blocker → blocked; it stops invitations, messages and calls. */
export class BlockRepository {
  constructor(private readonly db: Db) {}

  /** Whether `byUserId` has blocked `userId`. */
  async isBlockedBy(userId: string, byUserId: string, runner: Db = this.db): Promise<boolean> {
    const row = await runner
      .selectFrom('user_blocks')
      .select('blocker_id')
      .where('blocker_id', '=', byUserId)
      .where('blocked_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async block(runner: Db, blockerId: string, blockedId: string): Promise<void> {
    await runner
      .insertInto('user_blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
  }

  async unblock(runner: Db, blockerId: string, blockedId: string): Promise<void> {
    await runner
      .deleteFrom('user_blocks')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .execute();
  }
}
