import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The row of a followed channel: `c` the channel, `uc` the caller's membership of it. */
type FollowedScope = ExpressionBuilder<
  Database & { c: Database['channels']; uc: Database['user_channels'] },
  'c' | 'uc'
>;

/**
 * The channel strip's counts, as correlated subqueries of the followed-channels query (one
 * query for the whole strip). The caller follows the channel, so they see it: of its posts
 * they see the public ones and their own (post.queries.ts visiblePosts).
 */
export function livePostCount(eb: FollowedScope, userId: string) {
  return eb
    .selectFrom('posts as lp')
    .select((q) => q.fn.countAll<number>().as('n'))
    .whereRef('lp.channel_id', '=', 'c.id')
    .where('lp.streaming', '=', true)
    .where((q) => q.or([q('lp.public', '=', true), q('lp.created_by', '=', userId)]))
    .as('live_post_count');
}

/** Posts others added since the caller last looked (POST /user-channel/seen/:id). */
export function unseenPostCount(eb: FollowedScope, userId: string) {
  return eb
    .selectFrom('posts as np')
    .select((q) => q.fn.countAll<number>().as('n'))
    .whereRef('np.channel_id', '=', 'c.id')
    .whereRef('np.created_at', '>', 'uc.last_seen_at')
    .where('np.created_by', '!=', userId)
    .where('np.public', '=', true)
    .as('unseen_post_count');
}
