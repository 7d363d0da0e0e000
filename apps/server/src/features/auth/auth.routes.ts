import { api } from '@plaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from './auth-hook.js';
import type { AuthCookies } from '../../http/cookies.js';
import { route } from '../../http/route.js';
import type { AuthService } from './auth.service.js';
import type { SessionService } from './session.service.js';

function clientMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent']?.slice(0, 512) ?? null, ip: request.ip };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; sessions: SessionService; cookies: AuthCookies },
): void {
  const { auth, sessions, cookies } = deps;

  route(app, api.auth.retrieve, ({ auth: state }) => auth.retrieve(state));

  route(app, api.auth.initialUser, async ({ body, request, reply }) => {
    const signedIn = await auth.createInitialUser(body, clientMeta(request));
    cookies.set(reply, signedIn);
    return signedIn;
  });

  route(app, api.auth.login, async ({ body, request, reply }) => {
    const signedIn = await auth.login(body, clientMeta(request));
    cookies.set(reply, signedIn);
    return signedIn;
  });

  route(app, api.auth.logout, async ({ body, request, reply }) => {
    await sessions.end({
      accessTokens: [bearerToken(request), cookies.access(request)],
      refreshTokens: [body?.refreshToken, cookies.refresh(request)],
    });
    cookies.clear(reply);
    return { success: true as const };
  });

  route(app, api.auth.refresh, async ({ body, request, reply }) => {
    const fromBody = body?.refreshToken;
    try {
      const tokens = await sessions.refresh(fromBody ?? cookies.refresh(request));
      if (fromBody) return tokens;
      cookies.set(reply, tokens);
      return { accessToken: tokens.accessToken };
    } catch (error) {
      if (!fromBody) cookies.clear(reply);
      throw error;
    }
  });
}
