import {
  DEFAULT_MEMBERSHIP_PLAN,
  MEMBERSHIP_PLANS,
  type MembershipPlan,
  type MembershipPlanCode,
  type UserMembership,
} from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';

/** The limits that are counted today; the others are enforced by the features that create them. */
export type CountedLimit = 'zoneCount' | 'channelCount' | 'streamCount';

function planOf(code: string): MembershipPlan {
  const known = Object.hasOwn(MEMBERSHIP_PLANS, code) ? (code as MembershipPlanCode) : DEFAULT_MEMBERSHIP_PLAN;
  const plan = MEMBERSHIP_PLANS[known];
  return { code: known, name: plan.name, limits: { ...plan.limits } };
}

export function allPlans(): MembershipPlan[] {
  return (Object.keys(MEMBERSHIP_PLANS) as MembershipPlanCode[]).map(planOf);
}

/** What the member made of a counted kind: zones, channels, or lives (posts that were live streams). */
async function countCreated(runner: Db, userId: string, limit: CountedLimit): Promise<number> {
  if (limit === 'streamCount') {
    const row = await runner
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_by', '=', userId)
      .where('live_stream', '=', true)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await runner
    .selectFrom(limit === 'zoneCount' ? 'zones' : 'channels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_by', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Membership plans (alpha: no payments). A user's zone and channel counts are what they created. */
export class MembershipService {
  constructor(private readonly db: Db) {}

  async ofUser(userId: string): Promise<UserMembership> {
    const user = await this.db
      .selectFrom('users')
      .select([
        'membership_plan',
        (eb) =>
          eb
            .selectFrom('zones')
            .select((z) => z.fn.countAll<number>().as('n'))
            .whereRef('zones.created_by', '=', 'users.id')
            .as('zone_count'),
        (eb) =>
          eb
            .selectFrom('channels')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('channels.created_by', '=', 'users.id')
            .as('channel_count'),
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new AppError('USER_NOT_FOUND');
    return {
      plan: planOf(user.membership_plan),
      used: { zoneCount: Number(user.zone_count ?? 0), channelCount: Number(user.channel_count ?? 0) },
    };
  }

  /**
   * INSUFFICIENT_MEMBERSHIP when creating one more would pass the plan's limit. Run it inside the
   * creating transaction, after locking the user's row, so two requests at once cannot both pass.
   */
  async assertCanCreate(runner: Db, actor: Actor, limit: CountedLimit): Promise<void> {
    await this.assertUserCanCreate(runner, actor.user.id, limit);
  }

  /** assertCanCreate for a member known by id (a live started by a stream key has no request). */
  async assertUserCanCreate(runner: Db, userId: string, limit: CountedLimit): Promise<void> {
    const user = await runner
      .selectFrom('users')
      .select('membership_plan')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const made = await countCreated(runner, userId, limit);
    if (made >= planOf(user.membership_plan).limits[limit]) throw new AppError('INSUFFICIENT_MEMBERSHIP');
  }

  /**
   * The member's plan, with their user row locked until the transaction ends: a feature that
   * counts what it made (meetings by kind and month) checks its own limits under this lock, so
   * two requests at once cannot both pass.
   */
  async lockedPlan(runner: Db, userId: string): Promise<MembershipPlan> {
    const user = await runner
      .selectFrom('users')
      .select('membership_plan')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return planOf(user.membership_plan);
  }

  async setPlan(userId: string, code: MembershipPlanCode): Promise<UserMembership> {
    const updated = await this.db
      .updateTable('users')
      .set({ membership_plan: code })
      .where('id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('USER_NOT_FOUND');
    return this.ofUser(userId);
  }
}
