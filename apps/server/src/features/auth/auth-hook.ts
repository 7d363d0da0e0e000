import { API_KEY_HEADER, API_SECRET_HEADER, API_VERSION, api } from '@plaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiCredentialService } from '../api-credentials/api-credential.service.js';
import type { AuthState } from '../../http/actor.js';
import type { SessionService } from './session.service.js';
import type { AuthCookies } from '../../http/cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState;
  }
}

const NO_AUTH: AuthState = { actor: null, problem: null };
const KEY = API_KEY_HEADER.toLowerCase();
/**
 * Files anyone may read need no caller: a signed media address (its segments) and the photos,
 * whose names are random, never cost a session lookup, whatever cookies the browser sends.
 */
const NO_CALLER = new Set(
  [api.posts.mediaFile, api.profile.photo, api.zones.photo, api.channels.photo].map((e) => `/${API_VERSION}${e.path}`),
);
const SECRET = API_SECRET_HEADER.toLowerCase();

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The access token of an `Authorization: Bearer …` header, if one is sent. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() || undefined : undefined;
}

/**
 * Resolves the caller once per request: a developer API key and secret when either header is
 * sent (a program, no cookies involved), otherwise the access token from the cookie or a
 * Bearer header.
 */
export function registerAuthHook(
  app: FastifyInstance,
  sessions: SessionService,
  cookies: AuthCookies,
  apiCredentials: ApiCredentialService,
): void {
  app.decorateRequest('auth', null as unknown as AuthState);
  const prefix = `/${API_VERSION}/`;
  app.addHook('onRequest', async (request) => {
    request.auth = NO_AUTH;
    if (!request.url.startsWith(prefix) || NO_CALLER.has(request.routeOptions.url ?? '')) return;
    if (request.headers[KEY] !== undefined || request.headers[SECRET] !== undefined) {
      request.auth = await apiCredentials.authenticate(header(request, KEY) ?? '', header(request, SECRET) ?? '');
      return;
    }
    request.auth = await sessions.authenticate(bearerToken(request) ?? cookies.access(request));
  });
}
