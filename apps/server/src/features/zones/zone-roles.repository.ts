import type { RoleCode, ZonePermissions } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { ZoneRoleRow } from '../../db/schema.js';
import { builtInFirst, roleRank } from '../community/role-rank.js';
import type { Page } from './zone.repository.js';

/** A row of a zone's member table. */
export interface MemberRecord {
  id: string;
  created_at: Date;
  role_code: RoleCode;
  user_id: string;
  full_name: string;
  user_name: string | null;
  display_photo: string | null;
}

/** A zone's roles and its member table. Memberships themselves are written by MembershipRepository. */
export class ZoneRoleRepository {
  constructor(private readonly db: Db) {}

  /** The zone's roles: OWNER, MODERATOR, USER, then custom ones by code. */
  roles(zoneId: string, runner: Db = this.db): Promise<ZoneRoleRow[]> {
    return runner
      .selectFrom('zone_roles as r')
      .selectAll('r')
      .where('r.zone_id', '=', zoneId)
      .orderBy(builtInFirst)
      .orderBy('r.role_code')
      .execute();
  }

  insertRole(runner: Db, zoneId: string, code: RoleCode, flags: ZonePermissions): Promise<ZoneRoleRow> {
    return runner
      .insertInto('zone_roles')
      .values({
        zone_id: zoneId,
        role_code: code,
        can_create_channel: flags.canCreateChannel,
        can_invite: flags.canInvite,
        can_delete: flags.canDelete,
        can_edit: flags.canEdit,
        can_manage_role: flags.canManageRole,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async countHolders(runner: Db, roleId: string): Promise<number> {
    const row = await runner
      .selectFrom('user_zones')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('zone_role_id', '=', roleId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async deleteRole(runner: Db, roleId: string): Promise<void> {
    await runner.deleteFrom('zone_roles').where('id', '=', roleId).execute();
  }

  role(zoneId: string, code: RoleCode, runner: Db = this.db): Promise<ZoneRoleRow | undefined> {
    return runner
      .selectFrom('zone_roles')
      .selectAll()
      .where('zone_id', '=', zoneId)
      .where('role_code', '=', code)
      .executeTakeFirst();
  }

  updateRole(runner: Db, id: string, changes: Partial<ZonePermissions>): Promise<ZoneRoleRow> {
    return runner
      .updateTable('zone_roles')
      .set({
        can_create_channel: changes.canCreateChannel,
        can_invite: changes.canInvite,
        can_delete: changes.canDelete,
        can_edit: changes.canEdit,
        can_manage_role: changes.canManageRole,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private memberRows(runner: Db, zoneId: string) {
    return runner
      .selectFrom('user_zones as uz')
      .innerJoin('users as u', 'u.id', 'uz.user_id')
      .innerJoin('zone_roles as r', 'r.id', 'uz.zone_role_id')
      .select([
        'uz.id',
        'uz.created_at',
        'r.role_code',
        'u.id as user_id',
        'u.full_name',
        'u.user_name',
        'u.display_photo',
      ])
      .where('uz.zone_id', '=', zoneId);
  }

  /** One page of members, owners first then by joining time, and the count of all: two queries. */
  async members(zoneId: string, page: Page): Promise<{ rows: MemberRecord[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.memberRows(this.db, zoneId)
        .orderBy(roleRank)
        .orderBy('uz.created_at')
        .orderBy('uz.id')
        .limit(page.limit)
        .offset(page.skip)
        .execute(),
      this.db
        .selectFrom('user_zones')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('zone_id', '=', zoneId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  member(zoneId: string, userId: string, runner: Db = this.db): Promise<MemberRecord | undefined> {
    return this.memberRows(runner, zoneId).where('uz.user_id', '=', userId).executeTakeFirst();
  }
}
