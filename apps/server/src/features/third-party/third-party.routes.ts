import { api, thirdPartyProviders } from '@plaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthCookies } from '../../http/cookies.js';
import { route } from '../../http/route.js';
import type { FlowCookie } from './flow-cookie.js';
import type { OidcClients } from './oidc-clients.js';
import type { ThirdPartyService } from './third-party.service.js';

/** Apple's form_post reply, which the server turns into the web app's /auth/apple?code&state. */
export const FORM_POST_CALLBACK = /^\/v1\/auth\/third-party\/[a-z]+\/callback(\?|$)/;

const formPostBody = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});

function clientMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent']?.slice(0, 512) ?? null, ip: request.ip };
}

export function registerThirdPartyRoutes(
  app: FastifyInstance,
  deps: { service: ThirdPartyService; clients: OidcClients; flows: FlowCookie; cookies: AuthCookies; appUrl: URL },
): void {
  const { service, clients, flows, cookies, appUrl } = deps;

  route(app, api.thirdParty.providers, async () => ({ providers: clients.enabled() }));

  route(app, api.thirdParty.start, async ({ params, reply }) => {
    const { url, checks } = await clients.authorizationUrl(params.provider);
    flows.set(reply, params.provider, checks);
    return reply.redirect(url.toString(), 302);
  });

  route(app, api.thirdParty.login, async ({ params, body, request, reply }) => {
    const checks = flows.take(request, reply, params.provider);
    const result = await service.login(params.provider, body, checks, clientMeta(request));
    if (result.status === 'signedIn') cookies.set(reply, result);
    return result;
  });

  route(app, api.thirdParty.completeProfile, async ({ body, request, reply }) => {
    const signedIn = await service.completeProfile(body, clientMeta(request));
    cookies.set(reply, signedIn);
    return signedIn;
  });

  // Apple posts its answer (response_mode=form_post) from its own site: not an API call, just a
  // hop back to the web page, which then finishes the flow with a same-site POST.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    scope.post('/v1/auth/third-party/:provider/callback', async (request, reply) => {
      const provider = z.enum(thirdPartyProviders).safeParse((request.params as { provider?: unknown }).provider);
      const answer = formPostBody.safeParse(request.body ?? {});
      if (!provider.success || !clients.enabled().includes(provider.data)) return reply.code(404).send();
      const target = new URL(`/auth/${provider.data}`, appUrl);
      const fields = answer.success ? answer.data : { error: 'invalid_request' };
      for (const [key, value] of Object.entries(fields)) if (value) target.searchParams.set(key, value);
      return reply.redirect(target.toString(), 303);
    });
  });
}
