import type { UserRow } from '../../db/schema.js';

/** Who is calling: the signed-in user and the session the call came through. */
export interface Actor {
  user: UserRow;
  sessionId: string;
}

/** What the request's credentials said: an actor, or why there is none. */
export interface AuthState {
  actor: Actor | null;
  /** Set when credentials were sent but are not valid (forged, expired, revoked). */
  problem: 'INVALID_JWT' | null;
}
