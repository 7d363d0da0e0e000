import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { USER } from '../limits.js';
import { oneOf, optionalText, requiredText, userName } from '../rules.js';
import { sessionReply } from './auth.js';

/** The OpenID Connect providers a user may sign in with (issue 8). */
export const thirdPartyProviders = ['google', 'apple'] as const;
export type ThirdPartyProvider = (typeof thirdPartyProviders)[number];

export const thirdPartyProviderParams = z.object({ provider: oneOf('Provider', thirdPartyProviders) });

/** What the provider hands back to /auth/{provider}; bounded only to keep junk out. */
export const thirdPartyLoginBody = z.object({
  code: requiredText('Code', { max: 4096 }),
  state: requiredText('State', { max: 512 }),
  /** The issuer, from a provider that names itself in its reply (RFC 9207); passed on as received. */
  iss: optionalText('Issuer', 512),
  /**
   * Apple's first reply names the user outside its ID token; the server's form_post hop passes it
   * on. Only a suggestion for a new account's display name, never used to find an account.
   */
  fullName: optionalText('Full name', USER.fullNameMax),
});

export const completeProfileBody = z.object({
  token: requiredText('Token', { max: 256 }),
  userName: userName(),
});

/** A returning user is signed in; a new one gets a one-time token for /complete-profile/{token}. */
/** The page of this site the user asked for before leaving for the provider (given to /start). */
const next = z.string().max(2048).optional();

export const thirdPartyLoginReply = z.discriminatedUnion('status', [
  sessionReply.extend({ status: z.literal('signedIn'), next }),
  z.object({
    status: z.literal('profileRequired'),
    next,
    token: z.string(),
    email: z.string(),
    fullName: z.string().max(USER.fullNameMax),
  }),
]);

export const thirdParty = {
  providers: defineEndpoint({
    method: 'GET',
    path: '/auth/third-party/providers',
    summary: 'The third-party sign-in providers this server is configured for',
    tag: 'auth',
    access: 'public',
    reply: z.object({ providers: z.array(z.enum(thirdPartyProviders)) }),
  }),
  start: defineEndpoint({
    method: 'GET',
    path: '/auth/third-party/:provider/start',
    // Spec 01 §7: "a browser redirect to the server's v1 auth/third-party/{provider}".
    aliases: ['/auth/third-party/:provider'],
    summary:
      "Redirect (302) to the provider's sign-in page (authorization code flow with PKCE, state and nonce); " +
      'when the provider cannot be reached or too many attempts were made, to /auth/{provider}?error={code}',
    tag: 'auth',
    access: 'public',
    params: thirdPartyProviderParams,
    // A path of this site; anything else is ignored. It comes back with the finishing call.
    query: z.object({ next: optionalText('Next', 2048) }),
    reply: z.unknown(),
    errors: ['ROUTE_NOT_FOUND'],
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/third-party/:provider',
    summary: "Finish the provider's sign-in with its code: sign in a known user, or hand a new one a profile token",
    tag: 'auth',
    access: 'public',
    params: thirdPartyProviderParams,
    body: thirdPartyLoginBody,
    reply: thirdPartyLoginReply,
    secretReply: true,
    errors: ['ROUTE_NOT_FOUND', 'THIRD_PARTY_AUTH_ERROR', 'TOO_MANY_REQUESTS'],
  }),
  completeProfile: defineEndpoint({
    method: 'POST',
    path: '/auth/third-party/profile/complete',
    summary: 'Create the account of a new third-party user with the chosen username, and sign in',
    tag: 'auth',
    access: 'public',
    body: completeProfileBody,
    reply: sessionReply,
    secretReply: true,
    errors: ['THIRD_PARTY_AUTH_ERROR', 'USERNAME_ALREADY_TAKEN', 'TOO_MANY_REQUESTS'],
  }),
} as const;
