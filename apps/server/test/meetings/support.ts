import { api, roundUpToMeetingStep, type MeetingCreateInput, type MembershipPlanCode } from '@plaza/contract';
import { sql } from 'kysely';
import type { TestClient } from '../support/client.js';
import { signedInUser } from '../support/channels.js';
import { MANY_LOGINS } from '../support/community.js';
import { useTestServer, type InProcessTestServer, type TestServerOptions } from '../support/server.js';

const HOUR_MS = 3_600_000;

/**
 * The meeting rules' clock: the real time plus an offset a test moves forward (a join link
 * expiring, a meeting starting and ending) without sleeping. The form's dates are still checked
 * against the real time, so tests plan from the real now and then move the clock.
 */
export class TestClock {
  private offsetMs = 0;
  readonly now = () => Date.now() + this.offsetMs;
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

/** A test server whose meeting rules read `clock`, with sign-in limits out of the way. */
export function useMeetingServer(clock: TestClock, options: () => TestServerOptions = () => ({})): InProcessTestServer {
  return useTestServer(() => ({ loginLimits: MANY_LOGINS, meetingClock: clock.now, ...options() }));
}

export interface Person {
  client: TestClient;
  id: string;
  name: string;
  email: string;
}

export async function person(server: InProcessTestServer, name: string, plan?: MembershipPlanCode): Promise<Person> {
  const { client, user } = await signedInUser(server, name);
  if (plan) await server.db.updateTable('users').set({ membership_plan: plan }).where('id', '=', user.id).execute();
  return { client, id: user.id, name: user.full_name, email: user.email };
}

/** The next half-hour step at least `hoursAhead` from the real now. */
export function stepAhead(hoursAhead: number): Date {
  return roundUpToMeetingStep(new Date(Date.now() + hoursAhead * HOUR_MS));
}

/** A planned meeting's form: one hour, starting on the step one hour or so ahead. */
export function plannedForm(overrides: Partial<MeetingCreateInput> = {}): MeetingCreateInput {
  const start = stepAhead(1);
  return {
    title: 'Planning',
    planForLater: true,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + HOUR_MS).toISOString(),
    timeZone: 'Europe/Istanbul',
    ...overrides,
  };
}

export async function createMeeting(who: Person, body: MeetingCreateInput) {
  const res = await who.client.call(api.meetings.create, { body });
  if (res.status !== 200) throw new Error(`meeting create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Every row a refused create must not have written. */
export async function meetingWrites(server: InProcessTestServer) {
  const count = async (table: 'meetings' | 'meeting_invitations' | 'user_meeting_configs' | 'notifications' | 'jobs') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    meetings: await count('meetings'),
    invitations: await count('meeting_invitations'),
    configs: await count('user_meeting_configs'),
    notifications: await count('notifications'),
    jobs: await count('jobs'),
  };
}

export const HOUR = HOUR_MS;
