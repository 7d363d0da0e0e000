import type { UserRow, ZoneRow } from '../db/schema.js';

/** Who is calling: the user, and how they proved it (a session, or a developer API key). */
export interface Actor {
  user: UserRow;
  /** The session the call came through; null for API-key calls. */
  sessionId: string | null;
  via: 'session' | 'apiKey';
  /** The zone of the zone site the call comes from (App-Subdomain); null on the main site. route() sets it. */
  site: ZoneRow | null;
}

/** What the request's credentials said: an actor, or why there is none. */
export interface AuthState {
  actor: Actor | null;
  /** Set when credentials were sent but are not valid (forged, expired, revoked, wrong pair). */
  problem: 'INVALID_JWT' | 'INVALID_AUTH_CLIENT_CREDENTIALS' | null;
}
