import type { UserRow } from '../../src/db/schema.js';
import type { Actor } from '../../src/http/actor.js';

/** The caller of a service that a test calls directly, as a signed-in session makes it. */
export function actorOf(user: UserRow): Actor {
  return { user, sessionId: null, via: 'session', site: null };
}

/** The same for a test that holds only the user's id: the services it calls read no more of their caller. */
export function actorWithId(id: string): Actor {
  return actorOf({ id } as UserRow);
}
