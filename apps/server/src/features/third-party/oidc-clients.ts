import type { ThirdPartyProvider } from '@plaza/contract';
import * as client from 'openid-client';
import type { Config, OidcProviderConfig } from '../../config/config.js';
import { AppError } from '../../http/app-error.js';
import { SignedClientSecret } from './signed-client-secret.js';

/** What a verified ID token vouches for. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  /** Empty when the ID token carries no name (Apple's never does). */
  fullName: string;
}

/** The secrets of one sign-in attempt, kept server-side until the provider answers. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The page of this site to return to afterwards, if the browser named a safe one. */
  next?: string;
}

/** One provider's discovered configuration, and the client secret signed here if it has one (Apple with a key). */
interface ProviderClient {
  configuration: client.Configuration;
  signedSecret: SignedClientSecret | null;
}

/**
 * The OpenID Connect clients (openid-client): discovery once per provider, authorization URLs
 * with PKCE (S256), state and nonce, and the code exchange, in which the library verifies the ID
 * token (signature, issuer, audience, expiry, nonce) and the state.
 */
export class OidcClients {
  private readonly clients = new Map<ThirdPartyProvider, Promise<ProviderClient>>();

  constructor(private readonly config: Config) {}

  enabled(): ThirdPartyProvider[] {
    return (['google', 'apple'] as const).filter((p) => this.config.oidc[p] !== null);
  }

  /** The provider's settings; a provider that is not configured does not exist. */
  private settings(provider: ThirdPartyProvider): OidcProviderConfig {
    const settings = this.config.oidc[provider];
    if (!settings) throw new AppError('ROUTE_NOT_FOUND');
    return settings;
  }

  /** Where the provider sends the user back: the web app's /auth/{provider} (Apple posts to the server). */
  redirectUri(provider: ThirdPartyProvider): string {
    const path = provider === 'apple' ? `/v1/auth/third-party/${provider}/callback` : `/auth/${provider}`;
    return new URL(path, this.config.appUrl).toString();
  }

  async authorizationUrl(provider: ThirdPartyProvider): Promise<{ url: URL; checks: FlowChecks }> {
    const { configuration } = await this.client(provider);
    const checks: FlowChecks = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider),
      response_type: 'code',
      scope: provider === 'apple' ? 'openid email name' : 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
    });
    return { url, checks };
  }

  /** Exchanges the code; any failure of the provider or of a check is THIRD_PARTY_AUTH_ERROR. */
  async exchange(
    provider: ThirdPartyProvider,
    answer: { code: string; state: string; iss?: string | undefined },
    checks: FlowChecks,
  ): Promise<VerifiedIdentity> {
    const { configuration, signedSecret } = await this.client(provider);
    const currentUrl = new URL(this.redirectUri(provider));
    currentUrl.searchParams.set('code', answer.code);
    currentUrl.searchParams.set('state', answer.state);
    if (answer.iss) currentUrl.searchParams.set('iss', answer.iss);
    try {
      await signedSecret?.renew();
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return toIdentity(claims);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('THIRD_PARTY_AUTH_ERROR');
    }
  }

  private client(provider: ThirdPartyProvider): Promise<ProviderClient> {
    const settings = this.settings(provider);
    let found = this.clients.get(provider);
    if (!found) {
      found = discover(settings);
      // A failed discovery is retried on the next attempt rather than remembered.
      found.catch(() => this.clients.delete(provider));
      this.clients.set(provider, found);
    }
    return found.catch(() => {
      throw new AppError('THIRD_PARTY_AUTH_ERROR');
    });
  }
}

function signedSecretFor(settings: OidcProviderConfig): SignedClientSecret | null {
  if (typeof settings.clientSecret === 'string') return null;
  // The audience is the provider itself, written as Apple does: no trailing slash.
  const audience = settings.issuer.href.replace(/\/$/, '');
  return new SignedClientSecret(settings.clientSecret, settings.clientId, audience);
}

async function discover(settings: OidcProviderConfig): Promise<ProviderClient> {
  const signedSecret = signedSecretFor(settings);
  // Plain http is allowed only for a loopback issuer (a test provider); real ones are https.
  const loopback =
    settings.issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(settings.issuer.hostname);
  const configuration = await client.discovery(
    settings.issuer,
    settings.clientId,
    typeof settings.clientSecret === 'string' ? settings.clientSecret : undefined,
    signedSecret?.clientAuth(),
    loopback ? { execute: [client.allowInsecureRequests] } : undefined,
  );
  // Verify the ID token's signature against the provider's published keys, not only TLS.
  client.enableNonRepudiationChecks(configuration);
  return { configuration, signedSecret };
}

function toIdentity(claims: client.IDToken): VerifiedIdentity {
  const email = typeof claims.email === 'string' ? claims.email : '';
  // Apple sends the flag as a string.
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  return { subject: claims.sub, email, emailVerified, fullName: name };
}
