import { visibleChannels } from '../channels/channel.queries.js';
import type { Runner } from '../community/membership.repository.js';

/**
 * The posts a user may see (every post query starts here): their own posts, and public posts
 * that have no channel or whose channel they may see (channel.queries.ts visibleChannels).
 * The visible channels are one uncorrelated subquery, so the planner computes them once.
 */
export function visiblePosts(runner: Runner, userId: string) {
  return runner.selectFrom('posts as p').where((eb) =>
    eb.or([
      eb('p.created_by', '=', userId),
      eb.and([
        eb('p.public', '=', true),
        eb.or([
          eb('p.channel_id', 'is', null),
          eb('p.channel_id', 'in', visibleChannels(runner, userId).select('c.id')),
        ]),
      ]),
    ]),
  );
}
export type PostScope = ReturnType<typeof visiblePosts>;
