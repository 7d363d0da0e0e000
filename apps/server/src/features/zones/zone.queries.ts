import type { Db } from '../../db/database.js';
import { sql } from 'kysely';

const memberOf = (viewerId: string) =>
  sql<boolean>`exists (select 1 from user_zones vz where vz.zone_id = z.id and vz.user_id = ${viewerId})`;

/** A zone is visible to a viewer when it is public or they belong to it. */
export const zoneVisibleTo = (viewerId: string) => sql<boolean>`(z.public or ${memberOf(viewerId)})`;

/**
 * Every zone (aliased `z`) with the figures of a zone reply, computed in the same query as the
 * rows: its channels the viewer may see (public ones and those they follow), its members, and
 * whether the viewer is one.
 */
export function zonesWithStats(runner: Db, viewerId: string) {
  return runner
    .selectFrom('zones as z')
    .selectAll('z')
    .select([
      sql<number>`(select count(*) from channels c where c.zone_id = z.id and (c.public or exists (
        select 1 from user_channels vc where vc.channel_id = c.id and vc.user_id = ${viewerId})))`.as('channel_count'),
      sql<number>`(select count(*) from user_zones m where m.zone_id = z.id)`.as('members_count'),
      memberOf(viewerId).as('joined'),
    ]);
}

export type ZoneStatsRow = Awaited<ReturnType<ReturnType<typeof zonesWithStats>['executeTakeFirstOrThrow']>>;

/** Text found anywhere, case-insensitively; % and _ in the term match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
