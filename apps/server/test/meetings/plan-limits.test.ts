import { MEETING, MEMBERSHIP_PLANS, RATE_LIMITS, api, type MeetingCreateInput } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../support/factories.js';
import {
  HOUR,
  TestClock,
  createMeeting,
  meetingWrites,
  person,
  plannedForm,
  stepAhead,
  useMeetingServer,
  type Person,
} from './support.js';

const clock = new TestClock();
const server = useMeetingServer(clock);
const free = MEMBERSHIP_PLANS.free.limits;

async function refused(who: Person, body: MeetingCreateInput, code: string) {
  const before = await meetingWrites(server);
  const res = await who.client.call(api.meetings.create, { body });
  expect([res.status, res.body.message]).toEqual([403, code]);
  expect(await meetingWrites(server)).toEqual(before);
}

/** Meetings the member made earlier, written directly (the API would take too many calls). */
async function madeBefore(who: Person, count: number, createdAt: Date, type: 'planned' | 'webinar' = 'planned') {
  const start = stepAhead(1);
  await server.db
    .insertInto('meetings')
    .values(
      Array.from({ length: count }, (_, i) => ({
        slug: `old${i}${type}${createdAt.getTime()}`,
        created_by: who.id,
        title: 'Old',
        type,
        start_date: start,
        end_date: new Date(start.getTime() + HOUR),
        time_zone: 'UTC',
        join_link_expiry_hours: 24,
        config: '{}',
        created_at: createdAt,
      })),
    )
    .execute();
}

describe('the membership plan bounds meetings', () => {
  it('to its meeting duration (free: one hour)', async () => {
    const ada = await person(server, 'Ada');
    const start = stepAhead(1);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();
    await refused(
      ada,
      plannedForm({ startDate: at(0), endDate: at(free.meetingDurationMinutes + 30) }),
      'INSUFFICIENT_MEMBERSHIP',
    );
    await createMeeting(ada, plannedForm({ startDate: at(0), endDate: at(free.meetingDurationMinutes) }));
    // A larger plan allows longer meetings.
    await server.db.updateTable('users').set({ membership_plan: 'creator' }).where('id', '=', ada.id).execute();
    await createMeeting(ada, plannedForm({ startDate: at(0), endDate: at(free.meetingDurationMinutes + 30) }));
  });

  it('to its participants: the invitees and the host', async () => {
    const ada = await person(server, 'Ada');
    const invitees = await Promise.all(
      Array.from({ length: free.meetingMaxParticipants }, () => insertUser(server, { password: null })),
    );
    const ids = invitees.map(({ row }) => row.id);
    await refused(ada, plannedForm({ invitationIds: ids }), 'INSUFFICIENT_MEMBERSHIP');
    await createMeeting(ada, plannedForm({ invitationIds: ids.slice(1) }));
  });

  it('to its meetings per calendar month (UTC): last month’s do not count', async () => {
    const ada = await person(server, 'Ada');
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1);
    await madeBefore(ada, free.meetingCount, lastMonth);
    await madeBefore(ada, free.meetingCount - 1, now);
    await createMeeting(ada, { title: 'The last one this month' });
    await refused(ada, { title: 'One too many' }, 'INSUFFICIENT_MEMBERSHIP');
  });

  it('to its webinars, streaming studios and live-streamed meetings', async () => {
    const ada = await person(server, 'Ada');
    expect([free.webinarCount, free.streamingStudioCount, free.streamMeeting]).toEqual([1, 1, 1]);
    await createMeeting(ada, plannedForm({ type: 'webinar' }));
    await refused(ada, plannedForm({ type: 'webinar' }), 'INSUFFICIENT_MEMBERSHIP');
    await createMeeting(ada, plannedForm({ type: 'studio' }));
    await refused(ada, plannedForm({ type: 'studio' }), 'INSUFFICIENT_MEMBERSHIP');
    await createMeeting(ada, plannedForm({ liveStream: true }));
    await refused(ada, plannedForm({ liveStream: true }), 'INSUFFICIENT_MEMBERSHIP');
    // Plain meetings still go.
    await createMeeting(ada, plannedForm());
  });

  it('records only on the plans that include recording (MEETING_RECORDING_NOT_ENABLED)', async () => {
    const ada = await person(server, 'Ada');
    expect(MEETING.recordingPlans).not.toContain('free');
    await refused(ada, plannedForm({ record: true }), 'MEETING_RECORDING_NOT_ENABLED');
    await server.db.updateTable('users').set({ membership_plan: 'creator' }).where('id', '=', ada.id).execute();
    const { meeting } = await createMeeting(ada, plannedForm({ record: true }));
    expect(meeting.record).toBe(true);
  });

  it('starts Meet now for the planning default on a plan that allows longer', async () => {
    const ada = await person(server, 'Ada', 'studio');
    const { meeting } = await createMeeting(ada, { title: 'Now' });
    expect(Date.parse(meeting.endDate) - Date.parse(meeting.startDate)).toBe(MEETING.planForLaterHours * HOUR);
  });
});

describe('creating meetings is rate-limited per member (each may send mail)', () => {
  const limited = useMeetingServer(new TestClock(), () => ({
    rateLimits: { [RATE_LIMITS.meetingCreate.name]: { points: 2 } },
  }));

  it('answers 429 past the limit, writing nothing; another member has their own count', async () => {
    const ada = await person(limited, 'Ada', 'studio');
    const bob = await person(limited, 'Bob');
    for (let i = 0; i < 2; i++) {
      expect((await ada.client.call(api.meetings.create, { body: { title: `Meeting ${i}` } })).status).toBe(200);
    }
    const res = await ada.client.call(api.meetings.create, { body: { title: 'Third' } });
    expect([res.status, res.body.message]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const { count } = limited.db.fn;
    expect(
      Number((await limited.db.selectFrom('meetings').select(count('id').as('n')).executeTakeFirstOrThrow()).n),
    ).toBe(2);
    expect((await bob.client.call(api.meetings.create, { body: { title: 'Bob’s' } })).status).toBe(200);
  });
});
