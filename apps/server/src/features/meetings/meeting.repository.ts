import type { MeetingType } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Page } from '../../lib/paging.js';

/** A meeting with its creator, as every read answers it. */
export function meetingViews(runner: Db) {
  return runner
    .selectFrom('meetings as m')
    .innerJoin('users as u', 'u.id', 'm.created_by')
    .select([
      'm.id',
      'm.slug',
      'm.created_by',
      'm.title',
      'm.description',
      'm.type',
      'm.start_date',
      'm.end_date',
      'm.time_zone',
      'm.public',
      'm.channel_id',
      'm.live_stream',
      'm.record',
      'm.join_link_expiry_hours',
      'm.config',
      'm.ended_at',
      'm.created_at',
      'u.full_name as creator_name',
      'u.display_photo as creator_photo',
      'u.email as creator_email',
    ]);
}
export type MeetingViewRow = Awaited<ReturnType<ReturnType<typeof meetingViews>['executeTakeFirstOrThrow']>>;

/** A meeting and how one member relates to it: invited, a member of its channel. */
export type MeetingWithRelation = MeetingViewRow & { invited: boolean; channel_member: boolean };

export interface NewMeeting {
  slug: string;
  createdBy: string;
  title: string;
  description: string;
  type: MeetingType;
  startDate: Date;
  endDate: Date;
  timeZone: string;
  public: boolean;
  channelId: string | null;
  liveStream: boolean;
  record: boolean;
  joinLinkExpiryHours: number;
  config: unknown;
}

/** What a member created this month, by what the plan counts. */
export interface MonthlyMeetingCounts {
  meetings: number;
  webinars: number;
  studios: number;
  liveStreamed: number;
}

/** An invitee as the invitation needs them. */
export interface Invitee {
  id: string;
  email: string;
  full_name: string;
}

export type MeetingListWhen = 'upcoming' | 'live' | 'past';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Meetings, their invitations and members' saved room settings (migration 0018). */
export class MeetingRepository {
  constructor(private readonly db: Db) {}

  /** The meeting at this slug and whether the member is invited to it or belongs to its channel. */
  async findForUser(slug: string, userId: string, runner: Db = this.db): Promise<MeetingWithRelation | undefined> {
    const row = await meetingViews(runner)
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('meeting_invitations as i')
              .select('i.user_id')
              .whereRef('i.meeting_id', '=', 'm.id')
              .where('i.user_id', '=', userId),
          )
          .as('invited'),
        eb
          .exists(
            eb
              .selectFrom('user_channels as uc')
              .select('uc.user_id')
              .whereRef('uc.channel_id', '=', 'm.channel_id')
              .where('uc.user_id', '=', userId),
          )
          .as('channel_member'),
      ])
      .where('m.slug', '=', slug)
      .executeTakeFirst();
    return row && { ...row, invited: Boolean(row.invited), channel_member: Boolean(row.channel_member) };
  }

  async findById(id: string, runner: Db = this.db): Promise<MeetingViewRow | undefined> {
    return meetingViews(runner).where('m.id', '=', id).executeTakeFirst();
  }

  /** Inserts the meeting and its invitations; answers the meeting's id, or null when the slug was taken. */
  async insert(trx: Db, meeting: NewMeeting, inviteeIds: readonly string[]): Promise<string | null> {
    const row = await trx
      .insertInto('meetings')
      .values({
        slug: meeting.slug,
        created_by: meeting.createdBy,
        title: meeting.title,
        description: meeting.description,
        type: meeting.type,
        start_date: meeting.startDate,
        end_date: meeting.endDate,
        time_zone: meeting.timeZone,
        public: meeting.public,
        channel_id: meeting.channelId,
        live_stream: meeting.liveStream,
        record: meeting.record,
        join_link_expiry_hours: meeting.joinLinkExpiryHours,
        config: json(meeting.config),
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    if (inviteeIds.length > 0) {
      await trx
        .insertInto('meeting_invitations')
        .values(inviteeIds.map((userId) => ({ meeting_id: row.id, user_id: userId })))
        .execute();
    }
    return row.id;
  }

  /** Meetings the member created since `since`, counted as the plan limits them. */
  async countCreatedSince(runner: Db, userId: string, since: Date): Promise<MonthlyMeetingCounts> {
    const row = await runner
      .selectFrom('meetings')
      .select([
        sql<number>`count(*)`.as('meetings'),
        sql<number>`count(*) filter (where type = 'webinar')`.as('webinars'),
        sql<number>`count(*) filter (where type = 'studio')`.as('studios'),
        sql<number>`count(*) filter (where live_stream)`.as('live_streamed'),
      ])
      .where('created_by', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return {
      meetings: Number(row.meetings),
      webinars: Number(row.webinars),
      studios: Number(row.studios),
      liveStreamed: Number(row.live_streamed),
    };
  }

  /** Of these ids, the members who exist and have verified their e-mail (they can sign in and join). */
  async activeUsers(runner: Db, ids: readonly string[]): Promise<Invitee[]> {
    if (ids.length === 0) return [];
    return runner
      .selectFrom('users')
      .select(['id', 'email', 'full_name'])
      .where('id', 'in', ids)
      .where('email_verified_at', 'is not', null)
      .execute();
  }

  /** Of these members, the ones who blocked `userId`: they hear nothing from them. */
  async blockersOf(runner: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await runner
      .selectFrom('user_blocks')
      .select('blocker_id')
      .where('blocked_id', '=', userId)
      .where('blocker_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.blocker_id));
  }

  /** The member's meetings (created or invited to) in one of the list's tabs, and how many there are. */
  async list(userId: string, when: MeetingListWhen, now: Date, page: Page) {
    const mine = (runner: Db) =>
      meetingViews(runner)
        .where((eb) =>
          eb.or([
            eb('m.created_by', '=', userId),
            eb(
              'm.id',
              'in',
              eb.selectFrom('meeting_invitations as i').select('i.meeting_id').where('i.user_id', '=', userId),
            ),
          ]),
        )
        .where((eb) => {
          const over = eb.or([eb('m.ended_at', 'is not', null), eb('m.end_date', '<=', now)]);
          if (when === 'past') return over;
          const started = eb('m.start_date', '<=', now);
          return eb.and([eb.not(over), when === 'live' ? started : eb.not(started)]);
        });
    const ordered =
      when === 'past'
        ? mine(this.db).orderBy(sql`coalesce(m.ended_at, m.end_date)`, 'desc')
        : mine(this.db).orderBy('m.start_date', 'asc');
    const [rows, counted] = await Promise.all([
      ordered.orderBy('m.id').limit(page.limit).offset(page.skip).execute(),
      mine(this.db)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(counted.n) };
  }

  /** Marks the meeting ended now unless it already was. */
  async end(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('meetings')
      .set({ ended_at: now })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
  }

  async savedConfig(userId: string): Promise<{ jitsi_config: unknown; privacy_config: unknown } | undefined> {
    return this.db
      .selectFrom('user_meeting_configs')
      .select(['jitsi_config', 'privacy_config'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Replaces the member's saved settings. */
  async saveConfig(trx: Db, userId: string, jitsiConfig: unknown, privacyConfig: unknown): Promise<void> {
    await trx
      .insertInto('user_meeting_configs')
      .values({ user_id: userId, jitsi_config: json(jitsiConfig), privacy_config: json(privacyConfig) })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          jitsi_config: json(jitsiConfig),
          privacy_config: json(privacyConfig),
          updated_at: sql<Date>`now()`,
        }),
      )
      .execute();
  }
}
