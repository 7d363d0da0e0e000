import { API_VERSION, api, type ThirdPartyProvider } from '@plaza/contract';
import type { TestClient } from '../support/client.js';
import { TEST_APP_URL, type TestServerOptions } from '../support/server.js';
import type { TestOidcServer } from './oidc-server.js';

export const REDIRECT_URIS = [
  `${TEST_APP_URL}/auth/google`,
  `${TEST_APP_URL}/${API_VERSION}/auth/third-party/apple/callback`,
];

/** A Plaza server's options whose Google and Apple both point at the test provider. */
export function withProvider(oidc: TestOidcServer): TestServerOptions {
  const settings = { issuer: new URL(oidc.issuer), clientId: oidc.clientId, clientSecret: oidc.clientSecret };
  return { config: { oidc: { google: settings, apple: settings } } };
}

/** What reaches the web app's /auth/{provider} page. */
export interface ProviderAnswer {
  code: string;
  state: string;
  iss?: string;
  fullName?: string;
}

/** A browser's cookie jar for the provider's site (paths ignored: one site, one test). */
class Jar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
}

function hidden(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no ${name} in the form_post page`);
  return match[1]!;
}

/**
 * Plays the browser: /start on Plaza, the provider's login form as `subject`, and back. Returns
 * what reaches the web app's /auth/{provider} page (Apple's form_post goes through the server).
 */
export async function signInAtProvider(
  plaza: TestClient,
  provider: ThirdPartyProvider,
  subject: string,
  options: {
    /** Apple's `user` form field (its first reply only), as JSON text. */
    appleUser?: string;
    /** The page the browser asks to come back to. */
    next?: string;
    /** Start at the spec's redirect, /v1/auth/third-party/{provider}, rather than Plaza's /start. */
    specPath?: boolean;
  } = {},
): Promise<ProviderAnswer> {
  const { appleUser, next, specPath } = options;
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  const path = `/${API_VERSION}/auth/third-party/${provider}${specPath ? '' : '/start'}`;
  const start = await plaza.fetch(`${path}${query}`, { redirect: 'manual' });
  if (start.status !== 302) throw new Error(`start answered ${start.status}`);
  const jar = new Jar();
  let url = new URL(start.headers.get('location')!);
  for (let hop = 0; hop < 10; hop++) {
    const isInteraction = url.pathname.startsWith('/interaction/');
    const response = await fetch(url, {
      redirect: 'manual',
      method: isInteraction ? 'POST' : 'GET',
      headers: {
        cookie: jar.header(),
        ...(isInteraction ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: isInteraction ? new URLSearchParams({ prompt: 'login', login: subject, password: 'x' }) : undefined,
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin === TEST_APP_URL) {
        const code = url.searchParams.get('code');
        const state = url.searchParams.get('state');
        if (!code || !state) throw new Error(`provider answered ${url}`);
        const iss = url.searchParams.get('iss');
        return { code, state, ...(iss ? { iss } : {}) };
      }
      continue;
    }
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) continue;
    const html = await response.text();
    if (provider === 'apple' && response.status === 200) return applyFormPost(plaza, html, appleUser);
    throw new Error(`unexpected ${response.status} at ${url}: ${html.slice(0, 200)}`);
  }
  throw new Error('too many redirects');
}

/** Apple's form_post page posts code and state to the server, which sends the browser to /auth/apple. */
async function applyFormPost(plaza: TestClient, html: string, user?: string): Promise<ProviderAnswer> {
  const fields = { code: hidden(html, 'code'), state: hidden(html, 'state'), iss: hidden(html, 'iss') };
  const res = await plaza.fetch(`/${API_VERSION}/auth/third-party/apple/callback`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
    body: new URLSearchParams(user ? { ...fields, user } : fields),
  });
  if (res.status !== 303) throw new Error(`callback answered ${res.status}`);
  const target = new URL(res.headers.get('location')!);
  if (target.origin + target.pathname !== `${TEST_APP_URL}/auth/apple`) throw new Error(`callback sent to ${target}`);
  const { code, state, iss, fullName } = Object.fromEntries(target.searchParams);
  return { code: code!, state: state!, ...(iss ? { iss } : {}), ...(fullName ? { fullName } : {}) };
}

export function login(plaza: TestClient, provider: ThirdPartyProvider, answer: ProviderAnswer) {
  return plaza.call(api.thirdParty.login, { params: { provider }, body: answer });
}
