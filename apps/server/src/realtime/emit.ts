import type { ServerToClientEvents } from '@plaza/contract';
import { userRoom } from './realtime-hub.js';
import type { PlazaIo } from './socket-types.js';

/** Sends an event to every socket of these users, in every process. */
export function emitToUsers<E extends keyof ServerToClientEvents>(
  io: PlazaIo,
  userIds: readonly string[],
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
): void {
  // An empty room list would broadcast to every socket.
  if (userIds.length === 0) return;
  io.to(userIds.map(userRoom)).emit(event, ...args);
}
