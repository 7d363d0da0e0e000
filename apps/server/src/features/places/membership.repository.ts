import { ROLE_CODES, type RoleCode } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PlaceFlag, PlaceKind, PlaceRoleRow, PlaceTables } from './place-kind.js';
import { flagColumns } from './place-permissions.js';

export interface Membership {
  /** The members table's row id. */
  id: string;
  createdAt: Date;
  role: PlaceRoleRow;
}

/** The place's members table matched to its roles table: `m` and `r` (a dynamic table cannot be joined with types). */
function membersWithRoles(runner: Db, kind: PlaceTables) {
  const { table, ref } = runner.dynamic;
  return runner
    .selectFrom([table(kind.memberTable).as('m'), table(kind.roleTable).as('r')])
    .whereRef('r.id', '=', ref(`m.${kind.roleColumn}`));
}

/**
 * Roles and memberships of places (zones, channels): the one place that writes their members
 * tables and reads a caller's role, so every service checks permissions the same way.
 */
export class MembershipRepository {
  constructor(private readonly db: Db) {}

  /** Gives a new place its OWNER, MODERATOR and USER roles with the kind's default permissions. */
  async createRoles<K extends PlaceFlag>(kind: PlaceKind<K>, runner: Db, placeId: string): Promise<void> {
    const rows = ROLE_CODES.map((code) => ({
      [kind.placeColumn]: placeId,
      role_code: code,
      ...flagColumns(kind, kind.defaults[code]),
    }));
    await runner
      .insertInto(kind.roleTable)
      .values(rows as never)
      .execute();
  }

  async membership(
    kind: PlaceTables,
    userId: string,
    placeId: string,
    runner: Db = this.db,
  ): Promise<Membership | null> {
    const row = await membersWithRoles(runner, kind)
      .select(['m.id as membership_id', 'm.created_at as joined_at'])
      .selectAll('r')
      .where('m.user_id', '=', userId)
      .where(runner.dynamic.ref(`m.${kind.placeColumn}`), '=', placeId)
      .executeTakeFirst();
    if (!row) return null;
    const { membership_id, joined_at, ...role } = row;
    return { id: membership_id, createdAt: joined_at, role: role as PlaceRoleRow };
  }

  /** A membership by its id, with the user and place it joins and the role held. */
  async membershipById(
    kind: PlaceTables,
    membershipId: string,
    runner: Db = this.db,
  ): Promise<(Membership & { userId: string; placeId: string }) | null> {
    const row = await membersWithRoles(runner, kind)
      .select(['m.id as membership_id', 'm.created_at as joined_at', 'm.user_id as member_user_id'])
      .select(sql.ref<string>(`m.${kind.placeColumn}`).as('place_id'))
      .selectAll('r')
      .where('m.id', '=', membershipId)
      .executeTakeFirst();
    if (!row) return null;
    const { membership_id, joined_at, member_user_id, place_id, ...role } = row;
    return {
      id: membership_id,
      createdAt: joined_at,
      role: role as PlaceRoleRow,
      userId: member_user_id,
      placeId: place_id,
    };
  }

  /** Adds the user to the place with the role, or does nothing when they already belong. */
  async addMember(kind: PlaceTables, runner: Db, userId: string, placeId: string, code: RoleCode): Promise<void> {
    const role = await this.roleId(kind, runner, placeId, code);
    await runner
      .insertInto(kind.memberTable)
      .values({ user_id: userId, [kind.placeColumn]: placeId, [kind.roleColumn]: role } as never)
      .onConflict((oc) => oc.columns(['user_id', kind.placeColumn] as never).doNothing())
      .execute();
  }

  /** Gives a member of the place the place's role of that code. */
  async setMemberRole(kind: PlaceTables, runner: Db, userId: string, placeId: string, code: RoleCode): Promise<void> {
    const role = await this.roleId(kind, runner, placeId, code);
    await runner
      .updateTable(kind.memberTable)
      .set({ [kind.roleColumn]: role } as never)
      .where('user_id', '=', userId)
      .where(runner.dynamic.ref(kind.placeColumn), '=', placeId)
      .execute();
  }

  async countOwners(kind: PlaceTables, placeId: string, runner: Db = this.db): Promise<number> {
    const row = await membersWithRoles(runner, kind)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(runner.dynamic.ref(`m.${kind.placeColumn}`), '=', placeId)
      .where('r.role_code', '=', 'OWNER')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async removeMembership(kind: PlaceTables, runner: Db, membershipId: string): Promise<void> {
    await runner.deleteFrom(kind.memberTable).where('id', '=', membershipId).execute();
  }

  private async roleId(kind: PlaceTables, runner: Db, placeId: string, code: RoleCode): Promise<string> {
    const { table, ref } = runner.dynamic;
    const role = await runner
      .selectFrom(table(kind.roleTable).as('r'))
      .select('r.id')
      .where(ref(`r.${kind.placeColumn}`), '=', placeId)
      .where('r.role_code', '=', code)
      .executeTakeFirstOrThrow();
    return role.id;
  }

  /** Removes the user from the zone and from every channel of it. */
  async removeZoneMember(runner: Db, userId: string, zoneId: string): Promise<void> {
    await runner
      .deleteFrom('user_channels')
      .where('user_id', '=', userId)
      .where('channel_id', 'in', (eb) => eb.selectFrom('channels').select('id').where('zone_id', '=', zoneId))
      .execute();
    await runner.deleteFrom('user_zones').where('user_id', '=', userId).where('zone_id', '=', zoneId).execute();
  }

  /** How many channels of the zone have the user as their only owner. */
  async countChannelsSolelyOwned(userId: string, zoneId: string, runner: Db = this.db): Promise<number> {
    const row = await runner
      .selectFrom('user_channels as uc')
      .innerJoin('channel_roles as r', 'r.id', 'uc.channel_role_id')
      .innerJoin('channels as c', 'c.id', 'uc.channel_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('uc.user_id', '=', userId)
      .where('c.zone_id', '=', zoneId)
      .where('r.role_code', '=', 'OWNER')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_channels as other')
              .innerJoin('channel_roles as orole', 'orole.id', 'other.channel_role_id')
              .select('other.id')
              .whereRef('other.channel_id', '=', 'uc.channel_id')
              .where('other.user_id', '!=', userId)
              .where('orole.role_code', '=', 'OWNER'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
