import type { RoleCode } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { Page } from '../../lib/paging.js';
import type { PlaceFlag, PlaceKind, PlaceRoleRow } from './place-kind.js';
import { flagColumns } from './place-permissions.js';
import { builtInFirst, roleRank } from './role-rank.js';

/** A row of a place's member table. */
export interface MemberRecord {
  id: string;
  created_at: Date;
  role_code: RoleCode;
  user_id: string;
  full_name: string;
  user_name: string | null;
  display_photo: string | null;
}

/** A place's roles and its member table. Memberships themselves are written by MembershipRepository. */
export class PlaceRoleRepository<K extends PlaceFlag> {
  constructor(
    private readonly db: Db,
    private readonly kind: PlaceKind<K>,
  ) {}

  /** The place's roles: OWNER, MODERATOR, USER, then custom ones by code. */
  async roles(placeId: string, runner: Db = this.db): Promise<PlaceRoleRow[]> {
    const { table, ref } = runner.dynamic;
    const rows = await runner
      .selectFrom(table(this.kind.roleTable).as('r'))
      .selectAll('r')
      .where(ref(`r.${this.kind.placeColumn}`), '=', placeId)
      .orderBy(builtInFirst)
      .orderBy('r.role_code')
      .execute();
    return rows as PlaceRoleRow[];
  }

  async insertRole(runner: Db, placeId: string, code: RoleCode, flags: Record<K, boolean>): Promise<PlaceRoleRow> {
    const row = await runner
      .insertInto(this.kind.roleTable)
      .values({ [this.kind.placeColumn]: placeId, role_code: code, ...flagColumns(this.kind, flags) } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    return row as PlaceRoleRow;
  }

  async updateRole(runner: Db, roleId: string, changes: Partial<Record<K, boolean>>): Promise<PlaceRoleRow> {
    const row = await runner
      .updateTable(this.kind.roleTable)
      .set(flagColumns(this.kind, changes))
      .where('id', '=', roleId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return row as PlaceRoleRow;
  }

  async countHolders(runner: Db, roleId: string): Promise<number> {
    const row = await runner
      .selectFrom(this.kind.memberTable)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(runner.dynamic.ref(this.kind.roleColumn), '=', roleId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async deleteRole(runner: Db, roleId: string): Promise<void> {
    await runner.deleteFrom(this.kind.roleTable).where('id', '=', roleId).execute();
  }

  private memberRows(runner: Db, placeId: string) {
    const { table, ref } = runner.dynamic;
    // A dynamic table cannot be joined with types, so the three tables are listed and matched.
    return runner
      .selectFrom([table(this.kind.memberTable).as('m'), table(this.kind.roleTable).as('r'), 'users as u'])
      .whereRef('r.id', '=', ref(`m.${this.kind.roleColumn}`))
      .whereRef('u.id', '=', 'm.user_id')
      .select([
        'm.id',
        'm.created_at',
        'r.role_code',
        'u.id as user_id',
        'u.full_name',
        'u.user_name',
        'u.display_photo',
      ])
      .where(runner.dynamic.ref(`m.${this.kind.placeColumn}`), '=', placeId);
  }

  /** One page of members (owners first when the kind ranks them), then by joining time, and the count of all. */
  async members(placeId: string, page: Page): Promise<{ rows: MemberRecord[]; total: number }> {
    const ranked = this.kind.membersByRank
      ? this.memberRows(this.db, placeId).orderBy(roleRank)
      : this.memberRows(this.db, placeId);
    const [rows, count] = await Promise.all([
      ranked.orderBy('m.created_at').orderBy('m.id').limit(page.limit).offset(page.skip).execute(),
      this.db
        .selectFrom(this.kind.memberTable)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(this.db.dynamic.ref(this.kind.placeColumn), '=', placeId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  member(placeId: string, userId: string, runner: Db = this.db): Promise<MemberRecord | undefined> {
    return this.memberRows(runner, placeId).where('m.user_id', '=', userId).executeTakeFirst();
  }
}
