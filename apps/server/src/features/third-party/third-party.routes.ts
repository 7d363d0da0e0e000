import { api, safeLocalPath } from '@plaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { AuthCookies } from '../../http/cookies.js';
import { route } from '../../http/route.js';
import type { FlowCookie } from './flow-cookie.js';
import { registerFormPostCallback } from './form-post.js';
import type { OidcClients } from './oidc-clients.js';
import type { ThirdPartyGuard } from './third-party-guard.js';
import type { ThirdPartyService } from './third-party.service.js';

function clientMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent']?.slice(0, 512) ?? null, ip: request.ip };
}

export function registerThirdPartyRoutes(
  app: FastifyInstance,
  deps: {
    service: ThirdPartyService;
    clients: OidcClients;
    flows: FlowCookie;
    cookies: AuthCookies;
    guard: ThirdPartyGuard;
    appUrl: URL;
  },
): void {
  const { service, clients, flows, cookies, guard, appUrl } = deps;

  route(app, api.thirdParty.providers, async () => ({ providers: clients.enabled() }));

  route(app, api.thirdParty.start, async ({ params, query, request, reply }) => {
    try {
      await guard.attempt(request.ip);
      const { url, checks } = await clients.authorizationUrl(params.provider);
      const next = safeLocalPath(query.next);
      flows.set(reply, params.provider, next ? { ...checks, next } : checks);
      return await reply.redirect(url.toString(), 302);
    } catch (error) {
      // A browser navigated here, so a JSON error would be a dead end: the web app's page explains it.
      if (!(error instanceof AppError) || error.code === 'ROUTE_NOT_FOUND') throw error;
      const page = new URL(`/auth/${params.provider}`, appUrl);
      page.searchParams.set('error', error.code);
      return reply.redirect(page.toString(), 302);
    }
  });

  route(app, api.thirdParty.login, async ({ params, body, request, reply }) => {
    await guard.attempt(request.ip);
    const checks = flows.take(request, reply, params.provider);
    const result = await service.login(params.provider, body, checks, clientMeta(request));
    if (result.status === 'signedIn') cookies.set(reply, result);
    return result;
  });

  route(app, api.thirdParty.completeProfile, async ({ body, request, reply }) => {
    await guard.attempt(request.ip);
    const signedIn = await service.completeProfile(body, clientMeta(request));
    cookies.set(reply, signedIn);
    return signedIn;
  });

  registerFormPostCallback(app, { clients, appUrl });
}
