import { USER, thirdPartyProviders } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OidcClients } from './oidc-clients.js';

/** Apple's form_post reply, which the server turns into the web app's /auth/apple?code&state. */
export const FORM_POST_CALLBACK = /^\/v1\/auth\/third-party\/[a-z]+\/callback(\?|$)/;

const formPostBody = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  /** Apple's first reply only: {"name":{"firstName","lastName"},"email"} as JSON text. */
  user: z.string().max(2048).optional(),
});

const appleUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

/** The name in Apple's `user` field, or nothing when it is absent or not what Apple sends. */
function appleUserName(user: string | undefined): string | undefined {
  if (!user) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(user);
  } catch {
    return undefined;
  }
  const name = appleUser.safeParse(parsed).data?.name;
  const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ').trim();
  return full ? full.slice(0, USER.fullNameMax) : undefined;
}

/**
 * Apple posts its answer (response_mode=form_post) from its own site: not an API call, just a
 * hop back to the web page, which then finishes the flow with a same-site POST.
 */
export function registerFormPostCallback(app: FastifyInstance, deps: { clients: OidcClients; appUrl: URL }): void {
  const { clients, appUrl } = deps;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    scope.post('/v1/auth/third-party/:provider/callback', async (request, reply) => {
      const provider = z.enum(thirdPartyProviders).safeParse((request.params as { provider?: unknown }).provider);
      const answer = formPostBody.safeParse(request.body ?? {});
      if (!provider.success || !clients.enabled().includes(provider.data)) return reply.code(404).send();
      const target = new URL(`/auth/${provider.data}`, appUrl);
      const { user, ...fields } = answer.success ? answer.data : { error: 'invalid_request', user: undefined };
      for (const [key, value] of Object.entries({ ...fields, fullName: appleUserName(user) })) {
        if (value) target.searchParams.set(key, value);
      }
      return reply.redirect(target.toString(), 303);
    });
  });
}
