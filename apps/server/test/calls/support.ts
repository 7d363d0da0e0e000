import { api, type Call, type CurrentCall } from '@plaza/contract';
import { expect } from 'vitest';
import type { CallTiming } from '../../src/features/calls/call.service.js';
import type { Config } from '../../src/config/config.js';
import { useTestServer, type InProcessTestServer } from '../support/server.js';
import type { Tab } from '../realtime/support.js';
import type { ChatUser } from '../chat/support.js';

export { chatPeople as people, block } from '../chat/support.js';
export { Tabs, caughtUp, expectInvalid, expectRefused } from '../chat/socket-support.js';

const WAIT_MS = 5000;

/** The file's test server; with REDIS_URL set, calls live in Redis and go through the adapter, as in production. */
export function useCallServer(timing: Partial<CallTiming> = {}, config: Partial<Config> = {}): InProcessTestServer {
  const redisUrl = process.env.REDIS_URL;
  return useTestServer({ calls: timing, config: { ...(redisUrl ? { redisUrl } : {}), ...config } });
}

type CallEvent = 'join_call' | 'leave_call' | 'call_signal';
type EmitWithAck = (event: string, payload: unknown) => Promise<unknown>;

/** Emits a call event as given (valid or not) and answers its acknowledgement. */
export function emitCall(tab: Tab, event: CallEvent, payload: unknown): Promise<unknown> {
  const socket = tab.socket.timeout(WAIT_MS) as unknown as { emitWithAck: EmitWithAck };
  return socket.emitWithAck(event, payload);
}

/** join_call that must succeed: the call as the sender sees it. */
export async function joinCall(tab: Tab, userId: string): Promise<Call> {
  const ack = await emitCall(tab, 'join_call', { userId });
  expect(ack, JSON.stringify(ack)).toHaveProperty('callId');
  return ack as Call;
}

/** leave_call that must succeed (acknowledged with nothing). */
export async function leaveCall(tab: Tab, userId: string): Promise<void> {
  expect(await emitCall(tab, 'leave_call', { userId })).toBeUndefined();
}

/** GET /call as this user. */
export async function currentCall(person: ChatUser): Promise<CurrentCall> {
  const res = await person.client.call(api.calls.current);
  expect(res.status).toBe(200);
  return res.body;
}

/** The call events a tab has received so far. */
export function callEvents(tab: Tab) {
  return tab.log.filter((r) => ['call_started', 'call_ended', 'call_signal'].includes(r.event));
}
