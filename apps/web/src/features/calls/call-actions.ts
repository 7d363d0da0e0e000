import type { CallUser } from '@plaza/contract';
import { showErrorToast } from '../../lib/toast';
import { request } from '../../realtime/socket-request';
import { useSocketStore } from '../../realtime/socket';
import { heldCall, useCallStore } from './call-store';

const ACK_MS = 10_000;

/**
 * Sends join_call: rings `user`, answers their call, or takes back the call this tab held before a
 * reload (`retaken`: the answer is the call this idle tab now holds).
 */
async function join(userId: string, retaken = false): Promise<boolean> {
  const { dispatch } = useCallStore.getState();
  const result = await request(useSocketStore.getState().socket, 'join_call', { userId }, ACK_MS);
  if (result.ok) {
    dispatch(retaken ? { type: 'current', call: result.value } : { type: 'joined', call: result.value });
    return true;
  }
  showErrorToast(result.error);
  return false;
}

export async function dial(user: CallUser): Promise<void> {
  const { dispatch } = useCallStore.getState();
  dispatch({ type: 'dial', user });
  if (useCallStore.getState().peer?.id !== user.id) return;
  if (!(await join(user.id))) dispatch({ type: 'refused' });
}

export async function accept(): Promise<void> {
  const { call, dispatch } = useCallStore.getState();
  if (!call) return;
  // Refused (it ended meanwhile): call_ended follows, or nothing is left to answer.
  if (!(await join(call.userId))) dispatch({ type: 'left' });
}

export async function takeBack(userId: string): Promise<void> {
  if (!(await join(userId, true))) heldCall.set(null);
}

/** Rejects, cancels or hangs up; `lost` when the connection broke for good (the other side is told so). */
export function leave(lost = false): void {
  const { peer, dispatch } = useCallStore.getState();
  const socket = useSocketStore.getState().socket;
  if (peer && socket?.connected) socket.emit('leave_call', lost ? { userId: peer.id, lost } : { userId: peer.id });
  dispatch({ type: 'left' });
}
