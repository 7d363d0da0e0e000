import { sql, type RawBuilder } from 'kysely';

/*
 * Whether the user may leave, as the leave calls decide it (each place keeps an owner), for the
 * membership lists to return with the data, so that a menu offers Leave only when it would work.
 * They name the aliases of the lists' queries: `uc`/`r`/`c` for a followed channel, `r`/`z` for a zone.
 */

/** Owners of the channel `channelRef` other than the user. */
const otherChannelOwner = (channelRef: RawBuilder<unknown>, userId: string) => sql`exists (
  select 1 from user_channels o join channel_roles orole on orole.id = o.channel_role_id
  where o.channel_id = ${channelRef} and o.user_id <> ${userId} and orole.role_code = 'OWNER')`;

/** A followed channel (`c`, role `r`): not as its last owner. */
export function channelLeavable(userId: string): RawBuilder<boolean> {
  return sql<boolean>`(r.role_code <> 'OWNER' or ${otherChannelOwner(sql.ref('c.id'), userId)})`;
}

/** A zone (`z`, role `r`): not as its last owner, nor as the last owner of one of its channels. */
export function zoneLeavable(userId: string): RawBuilder<boolean> {
  return sql<boolean>`((r.role_code <> 'OWNER' or exists (
      select 1 from user_zones o join zone_roles orole on orole.id = o.zone_role_id
      where o.zone_id = z.id and o.user_id <> ${userId} and orole.role_code = 'OWNER'))
    and not exists (
      select 1 from user_channels mine
      join channel_roles mrole on mrole.id = mine.channel_role_id
      join channels mc on mc.id = mine.channel_id
      where mine.user_id = ${userId} and mc.zone_id = z.id and mrole.role_code = 'OWNER'
        and not ${otherChannelOwner(sql.ref('mine.channel_id'), userId)}))`;
}
