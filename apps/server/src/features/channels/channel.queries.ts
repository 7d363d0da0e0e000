/** Every channel with its zone: the base of each channel query, before any visibility rule. */
export function channelsWithZone(runner: Db) {
  return runner.selectFrom('channels as c').innerJoin('zones as z', 'z.id', 'c.zone_id');
}
export type ChannelScope = ReturnType<typeof channelsWithZone>;

/**
 * The channels a user may see: public ones whose zone they may see (the zone is public or they
 * belong to it), and every channel they follow. Anything else is answered as not found.
 */
export function visibleChannels(runner: Db, userId: string): ChannelScope {
  return channelsWithZone(runner).where((eb) =>
    eb.or([
      eb.and([
        eb('c.public', '=', true),
        eb.or([
          eb('z.public', '=', true),
          eb.exists(
            eb
              .selectFrom('user_zones as zm')
              .select('zm.id')
              .whereRef('zm.zone_id', '=', 'c.zone_id')
              .where('zm.user_id', '=', userId),
          ),
        ]),
      ]),
      eb.exists(
        eb
          .selectFrom('user_channels as cm')
          .select('cm.id')
          .whereRef('cm.channel_id', '=', 'c.id')
          .where('cm.user_id', '=', userId),
      ),
    ]),
  );
}

/** Names matching the term anywhere, case-insensitively; % and _ in the term match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The columns of a channel reply, with its follower count and whether `userId` follows it,
 * computed in the same query as the rows (correlated subqueries, never one query per row).
 */
export function selectChannelView(scope: ChannelScope, userId: string) {
  return scope.select((eb) => [
    'c.id',
    'c.name',
    'c.description',
    'c.public',
    'c.zone_id',
    'c.display_photo',
    'c.background_photo',
    'c.created_at',
    'z.name as zone_name',
    'z.subdomain as zone_subdomain',
    eb
      .selectFrom('user_channels as f')
      .select((f) => f.fn.countAll<number>().as('n'))
      .whereRef('f.channel_id', '=', 'c.id')
      .as('followers_count'),
    eb
      .exists(
        eb
          .selectFrom('user_channels as j')
          .select('j.id')
          .whereRef('j.channel_id', '=', 'c.id')
          .where('j.user_id', '=', userId),
      )
      .$castTo<boolean>()
      .as('joined'),
  ]);
}

export type ChannelViewRow = Awaited<ReturnType<ReturnType<typeof selectChannelView>['executeTakeFirstOrThrow']>>;
import type { Db } from '../../db/database.js';
