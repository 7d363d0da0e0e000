import { api, type Meeting, type MeetingCreateInput, type MeetingRoom } from '@plaza/contract';
import { expect } from 'vitest';
import type { Config } from '../../src/config/config.js';
import type { ChatUser } from '../chat/support.js';
import type { Tab } from '../realtime/support.js';
import { useTestServer, type InProcessTestServer } from '../support/server.js';

export { chatPeople as people } from '../chat/support.js';
export { Tabs, caughtUp, expectInvalid, expectRefused } from '../chat/socket-support.js';

const WAIT_MS = 20_000;

/** The file's test server. */
export function useMeetingServer(config: Partial<Config> = {}): InProcessTestServer {
  return useTestServer(() => ({ config }));
}

/**
 * A meeting `host` creates through the API: Meet now (everyone invited presents), or a public
 * webinar (the invited present, every other member attends).
 */
export async function meetingOf(
  host: ChatUser,
  invited: ChatUser[],
  type: 'instant' | 'webinar' = 'instant',
): Promise<Meeting> {
  const halfHour = 30 * 60_000;
  const start = new Date((Math.floor(Date.now() / halfHour) + 2) * halfHour);
  const body: MeetingCreateInput =
    type === 'instant'
      ? { title: 'Weekly sync', type, invitationIds: invited.map((p) => p.user.id) }
      : {
          title: 'Product webinar',
          type,
          public: true,
          planForLater: true,
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 3_600_000).toISOString(),
          timeZone: 'Europe/Istanbul',
          invitationIds: invited.map((p) => p.user.id),
        };
  const res = await host.client.call(api.meetings.create, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { meeting: Meeting }).meeting;
}

type EmitWithAck = (event: string, payload?: unknown) => Promise<unknown>;

/** Emits a meeting event as given (valid or not) and answers its acknowledgement. */
export function emitMeeting(tab: Tab, event: string, ...payload: unknown[]): Promise<unknown> {
  const socket = tab.socket.timeout(WAIT_MS) as unknown as { emitWithAck: EmitWithAck };
  return socket.emitWithAck(event, ...payload);
}

/** meeting_join that must succeed: the room. */
export async function joinMeeting(tab: Tab, slug: string): Promise<MeetingRoom> {
  const ack = await emitMeeting(tab, 'meeting_join', { slug });
  expect(ack, JSON.stringify(ack)).toHaveProperty('you');
  return ack as MeetingRoom;
}
