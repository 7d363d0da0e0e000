import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ZoneRoleRow, ZoneRow } from '../../db/schema.js';
import { zoneLeavable } from '../places/leave-rule.js';
import { containsPattern, zonesWithStats, zoneVisibleTo, type ZoneStatsRow } from './zone.queries.js';

export type NewZone = Pick<ZoneRow, 'name' | 'subdomain' | 'description' | 'public' | 'created_by'>;
export interface Page {
  limit: number;
  skip: number;
}
export type ZoneChanges = Partial<Pick<ZoneRow, 'name' | 'subdomain' | 'description' | 'public' | 'display_photo'>>;

/** A zone the user belongs to, with their membership and role. */
export interface UserZoneRow {
  membershipId: string;
  joinedAt: Date;
  zone: ZoneStatsRow;
  role: ZoneRoleRow;
  canLeave: boolean;
}

function searchCondition(viewerId: string, term: string | undefined): RawBuilder<boolean> {
  if (!term) return zoneVisibleTo(viewerId);
  const pattern = containsPattern(term);
  return sql<boolean>`(${zoneVisibleTo(viewerId)} and (z.name ilike ${pattern} or z.subdomain ilike ${pattern}))`;
}

/** Zone rows and the reply views built from them. */
export class ZoneRepository {
  constructor(private readonly db: Db) {}

  findById(id: string, runner: Db = this.db): Promise<ZoneRow | undefined> {
    return runner.selectFrom('zones').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Locks the zone's row until the transaction ends: changes to its members take turns. */
  lock(trx: Db, id: string): Promise<ZoneRow | undefined> {
    return trx.selectFrom('zones').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  findVisible(viewerId: string, id: string, runner: Db = this.db): Promise<ZoneStatsRow | undefined> {
    return zonesWithStats(runner, viewerId).where('z.id', '=', id).where(zoneVisibleTo(viewerId)).executeTakeFirst();
  }

  /** The zone of a zone site, and whether the user (if any) belongs to it. */
  async site(subdomain: string, userId: string | null): Promise<{ zone: ZoneRow; member: boolean } | null> {
    const row = await this.db
      .selectFrom('zones as z')
      .selectAll('z')
      .select(
        sql<boolean>`exists (select 1 from user_zones m where m.zone_id = z.id and m.user_id = ${userId})`.as('member'),
      )
      .where(sql`lower(z.subdomain)`, '=', subdomain.toLowerCase())
      .executeTakeFirst();
    if (!row) return null;
    const { member, ...zone } = row;
    return { zone, member };
  }

  /** One page of the zones the viewer may see, by name, and the count of all that match. */
  async search(viewerId: string, term: string | undefined, page: Page) {
    const where = searchCondition(viewerId, term);
    const [rows, count] = await Promise.all([
      zonesWithStats(this.db, viewerId)
        .where(where)
        .orderBy('z.name')
        .orderBy('z.id')
        .limit(page.limit)
        .offset(page.skip)
        .execute(),
      this.db
        .selectFrom('zones as z')
        .where(where)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The zones a user belongs to (or one of them), with their role in each: one query. */
  async userZones(userId: string, zoneId?: string, runner: Db = this.db): Promise<UserZoneRow[]> {
    let query = zonesWithStats(runner, userId)
      .innerJoin('user_zones as uz', 'uz.zone_id', 'z.id')
      .innerJoin('zone_roles as r', 'r.id', 'uz.zone_role_id')
      .select([
        'uz.id as membership_id',
        'uz.created_at as joined_at',
        'r.id as role_id',
        'r.role_code',
        'r.can_create_channel',
        'r.can_invite',
        'r.can_delete',
        'r.can_edit',
        'r.can_manage_role',
        zoneLeavable(userId).as('can_leave'),
      ])
      .where('uz.user_id', '=', userId);
    if (zoneId) query = query.where('z.id', '=', zoneId);
    const rows = await query.orderBy('z.name').orderBy('z.id').execute();
    return rows.map((row) => {
      const { membership_id, joined_at, role_id, role_code, can_create_channel, can_invite, can_leave, ...rest } = row;
      const { can_delete, can_edit, can_manage_role, ...zone } = rest;
      return {
        membershipId: membership_id,
        joinedAt: joined_at,
        zone,
        role: {
          id: role_id,
          zone_id: zone.id,
          role_code,
          can_create_channel,
          can_invite,
          can_delete,
          can_edit,
          can_manage_role,
        },
        canLeave: Boolean(can_leave),
      };
    });
  }

  insert(runner: Db, zone: NewZone): Promise<ZoneRow> {
    return runner.insertInto('zones').values(zone).returningAll().executeTakeFirstOrThrow();
  }

  update(id: string, changes: ZoneChanges, runner: Db = this.db): Promise<ZoneRow | undefined> {
    return runner.updateTable('zones').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Deletes the zone (its roles, members, channels and invitations go with it); answers its photos. */
  async delete(trx: Db, id: string): Promise<{ zonePhoto: string | null; channelPhotos: (string | null)[] }> {
    const channels = await trx
      .selectFrom('channels')
      .select(['display_photo', 'background_photo'])
      .where('zone_id', '=', id)
      .execute();
    const zone = await trx.deleteFrom('zones').where('id', '=', id).returning('display_photo').executeTakeFirst();
    return {
      zonePhoto: zone?.display_photo ?? null,
      channelPhotos: channels.flatMap((c) => [c.display_photo, c.background_photo]),
    };
  }
}
