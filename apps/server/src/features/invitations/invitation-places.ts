import type { Db } from '../../db/database.js';
import { sql } from 'kysely';

/**
 * The channel, if the user may see it: they follow it, or it is public and its zone is visible
 * to them (public, or they belong to it). Its row stays locked until the transaction ends, so
 * invitations to it take turns.
 */
export async function lockVisibleChannel(trx: Db, userId: string, channelId: string) {
  const locked = await trx
    .selectFrom('channels')
    .select('id')
    .where('id', '=', channelId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) return undefined;
  return trx
    .selectFrom('channels as c')
    .innerJoin('zones as z', 'z.id', 'c.zone_id')
    .select(['c.id', 'c.name', 'c.zone_id', 'z.name as zone_name'])
    .where('c.id', '=', channelId)
    .where(
      sql<boolean>`(exists (select 1 from user_channels m where m.channel_id = c.id and m.user_id = ${userId})
        or (c.public and (z.public or exists (select 1 from user_zones zm where zm.zone_id = z.id and zm.user_id = ${userId}))))`,
    )
    .executeTakeFirst();
}
