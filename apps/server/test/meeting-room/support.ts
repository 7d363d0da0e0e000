import { randomUUID } from 'node:crypto';
import type { MeetingRole, MeetingRoom } from '@plaza/contract';
import { expect } from 'vitest';
import type { AdmittedMeeting } from '../../src/features/meeting-room/meeting-admission.js';
import { StandInMeetingAccess } from '../../src/features/meeting-room/meeting-access-stand-in.js';
import type { Config } from '../../src/config/config.js';
import type { Tab } from '../realtime/support.js';
import { useTestServer, type InProcessTestServer } from '../support/server.js';

export { chatPeople as people } from '../chat/support.js';
export { Tabs, caughtUp, expectInvalid, expectRefused } from '../chat/socket-support.js';

const WAIT_MS = 20_000;

/** The file's test server, with the meetings it admits (TEMPORARY: meet-api's MeetingAccess replaces the stand-in). */
export function useMeetingServer(config: Partial<Config> = {}): {
  server: InProcessTestServer;
  access: StandInMeetingAccess;
} {
  const access = new StandInMeetingAccess();
  const server = useTestServer(() => ({ meetingAccess: access, config }));
  return { server, access };
}

/** A live meeting hosted by `hostId`, admitting these members with these roles. */
export function meetingOf(
  access: StandInMeetingAccess,
  hostId: string,
  others: Record<string, MeetingRole>,
  type = 'instant',
): AdmittedMeeting {
  const meeting: AdmittedMeeting = {
    id: randomUUID(),
    slug: `m-${randomUUID().slice(0, 8)}`,
    title: 'Weekly sync',
    type,
    status: 'live',
    creator: { id: hostId },
  };
  access.add(meeting, { [hostId]: 'host', ...others });
  return meeting;
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
