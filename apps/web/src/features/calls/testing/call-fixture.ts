import type { Call, CallUser } from '@plaza/contract';

export const grace: CallUser = { id: '00000000-0000-4000-8000-000000000001', name: 'Grace Hopper', avatar: null };
export const alan: CallUser = { id: '00000000-0000-4000-8000-000000000002', name: 'Alan Turing', avatar: null };

/** A peer-to-peer call with `user` as this side sees it; its id follows the user. */
export function aCall(user: CallUser, state: Call['state'], overrides: Partial<Call> = {}): Call {
  return {
    callId: `10000000-0000-4000-8000-${user.id.slice(-12)}`,
    userId: user.id,
    user,
    meetingRoomName: 'room',
    meetingToken: '',
    state,
    mode: 'p2p',
    meetingUrl: null,
    caller: state === 'outgoing',
    createdOn: '2026-01-01T10:00:00Z',
    answeredOn: state === 'active' ? '2026-01-01T10:00:05Z' : null,
    ...overrides,
  };
}
