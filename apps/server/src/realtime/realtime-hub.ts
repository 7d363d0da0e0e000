import type { ServerEventName } from '@plaza/contract';
import type { ServerArgs } from './emit.js';

/**
 * What the rest of the server needs of the realtime socket: send an event to every open tab of
 * some users, and ask which users are online. With REDIS_URL both reach every server process.
 */
export interface RealtimeHub {
  toUsers<E extends ServerEventName>(userIds: readonly string[], event: E, ...args: ServerArgs<E>): void;
  /** Of these users, those with at least one connected socket. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
}
