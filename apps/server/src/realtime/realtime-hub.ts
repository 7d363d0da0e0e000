import type { ServerToClientEvents } from '@plaza/contract';

type Args<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/**
 * What the rest of the server needs of the realtime socket: send an event to every open tab of
 * some users, and ask which users are online. With REDIS_URL both reach every server process.
 */
export interface RealtimeHub {
  toUsers<E extends keyof ServerToClientEvents>(userIds: readonly string[], event: E, ...args: Args<E>): void;
  /** Of these users, those with at least one connected socket. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
}

/** The room every socket of a user joins. */
export const userRoom = (userId: string) => `user:${userId}`;
