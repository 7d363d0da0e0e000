/** Where the socket census lives in Redis (census.ts), and how long its entries last. */

const PREFIX = 'plaza:census';

/** Each live process's id, scored by the time its entry lapses unless renewed. */
export const PROCESSES_KEY = `${PREFIX}:processes`;

/** A process that has not renewed its entry for this long is taken for dead, and its sockets with it. */
export const CENSUS_TTL_MS = 6000;

/** How often each process renews its entry and looks for processes whose entry lapsed. */
export const HEARTBEAT_MS = 2000;

/**
 * How long a process's sets outlive its last renewal: long enough for the survivors to read a dead
 * process's users after its entry lapsed (they look within a heartbeat of it).
 */
export const SETS_TTL_MS = CENSUS_TTL_MS * 2;

/** The users a process has in a room. */
export const roomKey = (processId: string, room: string) => `${PREFIX}:${processId}:${room}`;

/** Every user with a socket in a process: what the survivors read when it dies. */
export const usersKey = (processId: string) => `${PREFIX}:${processId}:users`;

/**
 * Taken by the one process that announces this user offline after that process died; the time its
 * entry lapsed tells one death from another, should it come back (it had hung) and die again.
 */
export const departureKey = (processId: string, lapsedAt: number, userId: string) =>
  `${PREFIX}:${processId}:departed:${lapsedAt}:${userId}`;
