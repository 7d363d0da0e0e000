import { serverEvents, type ServerEventName, type ServerToClientEvents } from '@plaza/contract';
import { userRoom } from './rooms.js';
import type { PlazaIo } from './socket-types.js';

export type ServerArgs<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>;

/** Anything Socket.IO can emit through: a socket, `io.to(rooms)`, `socket.to(rooms)`. */
export interface Emitter {
  emit(event: string, ...args: unknown[]): unknown;
}

/**
 * Sends a server event, its payload shaped by the event's declared schema first (as route()
 * shapes HTTP replies), so nothing undeclared leaves and a payload that breaks the contract is a
 * thrown error here rather than a surprise in a client.
 */
export function emitEvent<E extends ServerEventName>(target: Emitter, event: E, ...args: ServerArgs<E>): void {
  const { payload } = serverEvents[event];
  if (payload === null) target.emit(event);
  else target.emit(event, payload.parse(args[0]));
}

/** Sends an event to every socket of these users, in every process. */
export function emitToUsers<E extends ServerEventName>(
  io: PlazaIo,
  userIds: readonly string[],
  event: E,
  ...args: ServerArgs<E>
): void {
  // An empty room list would broadcast to every socket.
  if (userIds.length === 0) return;
  emitEvent(io.to(userIds.map(userRoom)), event, ...args);
}
