import fastifyCookie from '@fastify/cookie';
import type { ErrorCode } from '@plaza/contract';
import type { Config } from '../config/config.js';
import type { Actor } from '../http/actor.js';
import type { SessionService } from '../features/auth/session.service.js';
import type { AuthCookies } from '../http/cookies.js';
import { isTrustedOrigin } from '../http/origin-guard.js';
import type { PlazaSocket } from './socket-types.js';

export interface SocketAuthDeps {
  config: Config;
  sessions: SessionService;
  cookies: AuthCookies;
}

/** A refused handshake: the client's connect_error carries the code as its message. */
export class HandshakeRefusal extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/** The access token of the handshake: `auth.token` (optionally "Bearer …"), else the session cookie. */
export function handshakeToken(socket: PlazaSocket, cookieName: string): string | undefined {
  const auth: unknown = socket.handshake.auth;
  const given = typeof auth === 'object' && auth !== null && 'token' in auth ? auth.token : undefined;
  if (typeof given === 'string' && given.trim() !== '') return given.replace(/^Bearer\s+/i, '').trim();
  const header = socket.handshake.headers.cookie;
  if (!header) return undefined;
  return fastifyCookie.parse(header)[cookieName];
}

/**
 * Who opens the socket, checked like a request: a page on another site is refused (browsers do
 * not apply CORS to WebSockets), and so is a socket without a live session.
 */
export async function authenticateHandshake(
  socket: PlazaSocket,
  deps: SocketAuthDeps,
): Promise<Actor & { sessionId: string }> {
  const origin = socket.handshake.headers.origin;
  if (origin !== undefined && !isTrustedOrigin(origin, deps.config)) throw new HandshakeRefusal('FORBIDDEN_ORIGIN');
  const { actor, problem } = await deps.sessions.authenticate(handshakeToken(socket, deps.cookies.names.access));
  if (!actor?.sessionId) throw new HandshakeRefusal(problem ?? 'NOT_SIGNED_IN');
  return { ...actor, sessionId: actor.sessionId };
}
