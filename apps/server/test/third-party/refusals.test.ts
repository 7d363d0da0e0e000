import { API_VERSION, THIRD_PARTY } from '@plaza/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_URL, useTestServer } from '../support/server.js';
import { startOidcServer, type TestOidcServer } from './oidc-server.js';
import { REDIRECT_URIS, login, signInAtProvider, withProvider } from './support.js';

let oidc: TestOidcServer;
beforeAll(async () => (oidc = await startOidcServer(REDIRECT_URIS)));
afterAll(() => oidc?.close());
const server = useTestServer(() => withProvider(oidc));
beforeEach(async () => {
  oidc.accounts.clear();
  oidc.tamper = false;
  oidc.accounts.set('s-1', { email: 'sam@example.com', email_verified: true, name: 'Sam' });
});

function expectRefused(res: { status: number; body: { message?: string | string[] }; headers: Headers }) {
  expect(res.status).toBe(401);
  expect(res.body.message).toBe('THIRD_PARTY_AUTH_ERROR');
  expect(res.headers.getSetCookie().some((c) => c.includes('access'))).toBe(false);
}

describe('third-party sign-in refuses', () => {
  it('a state that is not the one this browser started with', async () => {
    const browser = server.client();
    const answer = await signInAtProvider(browser, 'google', 's-1');
    expectRefused(await login(browser, 'google', { ...answer, state: 'forged-state' }));
  });

  it('an answer brought to another browser (no flow cookie)', async () => {
    const answer = await signInAtProvider(server.client(), 'google', 's-1');
    expectRefused(await login(server.client(), 'google', answer));
  });

  it('an ID token altered after the provider signed it', async () => {
    oidc.tamper = true;
    const browser = server.client();
    expectRefused(await login(browser, 'google', await signInAtProvider(browser, 'google', 's-1')));
  });

  it('an e-mail the provider did not verify', async () => {
    oidc.accounts.set('s-2', { email: 'unverified@example.com', email_verified: false, name: 'U' });
    const browser = server.client();
    expectRefused(await login(browser, 'google', await signInAtProvider(browser, 'google', 's-2')));
  });

  it('a code used twice', async () => {
    const browser = server.client();
    const answer = await signInAtProvider(browser, 'google', 's-1');
    expect((await login(browser, 'google', answer)).status).toBe(200);
    expectRefused(await login(browser, 'google', answer));
  });
});

describe('third-party sign-in from one network address', () => {
  it('is limited: past the window allowance the answer is 429 with a retry time', async () => {
    const browser = server.client();
    const attempt = () => login(browser, 'google', { code: 'junk-code', state: 'junk-state' });
    for (let i = 0; i < THIRD_PARTY.attemptsPerAddress; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const start = await browser.fetch(`/${API_VERSION}/auth/third-party/google/start`, { redirect: 'manual' });
    // The browser is sent back to the web app's page, which explains, rather than to a JSON error.
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe(`${TEST_APP_URL}/auth/google?error=TOO_MANY_REQUESTS`);
  });
});
