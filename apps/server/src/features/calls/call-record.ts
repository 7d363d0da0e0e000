/**
 * A call as the server keeps it (in Redis with REDIS_URL, so every process sees it): who calls
 * whom, whether it was answered, and which socket holds it on each side (the tab that talks; the
 * callee has none while it rings, since every tab of theirs rings).
 */
export interface CallRecord {
  id: string;
  callerId: string;
  calleeId: string;
  state: 'ringing' | 'active';
  /** Epoch milliseconds. */
  createdAt: number;
  answeredAt: number | null;
  callerSocket: string | null;
  calleeSocket: string | null;
}

/** The other party of the call, seen from `userId`. */
export function otherParty(call: CallRecord, userId: string): string {
  return call.callerId === userId ? call.calleeId : call.callerId;
}

/** The socket holding the call on `userId`'s side, if any. */
export function holderOf(call: CallRecord, userId: string): string | null {
  return call.callerId === userId ? call.callerSocket : call.calleeSocket;
}

/** The call with `socketId` holding it on `userId`'s side. */
export function withHolder(call: CallRecord, userId: string, socketId: string): CallRecord {
  return call.callerId === userId ? { ...call, callerSocket: socketId } : { ...call, calleeSocket: socketId };
}
