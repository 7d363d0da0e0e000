import { API_VERSION } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthState } from '../features/auth/actor.js';
import type { SessionService } from '../features/auth/session.service.js';
import type { AuthCookies } from './cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState;
  }
}

const NO_AUTH: AuthState = { actor: null, problem: null };

/** Reads the access token from the cookie or a Bearer header and resolves the caller once per request. */
export function registerAuthHook(app: FastifyInstance, sessions: SessionService, cookies: AuthCookies): void {
  app.decorateRequest('auth', null as unknown as AuthState);
  const prefix = `/${API_VERSION}/`;
  app.addHook('onRequest', async (request) => {
    request.auth = NO_AUTH;
    if (!request.url.startsWith(prefix)) return;
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    request.auth = await sessions.authenticate(bearer ?? cookies.access(request));
  });
}
