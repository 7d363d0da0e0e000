import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/server.js';
import type { TestOidcServer } from './oidc-server.js';
import { login, signInAtProvider, startWithProvider } from './support.js';

let server: TestServer;
let oidc: TestOidcServer;
beforeAll(async () => {
  ({ server, oidc } = await startWithProvider());
});
beforeEach(async () => {
  await server.reset();
  oidc.accounts.clear();
  oidc.tamper = false;
  oidc.accounts.set('s-1', { email: 'sam@example.com', email_verified: true, name: 'Sam' });
});
afterAll(async () => {
  await server?.close();
  await oidc?.close();
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
