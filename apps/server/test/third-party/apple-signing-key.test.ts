import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSecretKey } from '../../src/config/config.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { startOidcServer, type TestOidcServer } from './oidc-server.js';
import { REDIRECT_URIS, login, signInAtProvider } from './support.js';

const TEAM_ID = 'TEAM123456';
const KEY_ID = 'KEY7654321';
const teamKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const teamKey: ClientSecretKey = { teamId: TEAM_ID, keyId: KEY_ID, privateKey: teamKeys.privateKey };

let oidc: TestOidcServer;
const servers: TestServer[] = [];
beforeAll(async () => {
  // The provider accepts only client secrets signed with the team's key, as Apple does.
  oidc = await startOidcServer(REDIRECT_URIS, {
    signedSecret: { publicKey: teamKeys.publicKey, teamId: TEAM_ID, keyId: KEY_ID },
  });
  oidc.accounts.set('apple-key-1', { email: 'kim@example.com', email_verified: true, name: 'Kim' });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await oidc?.close();
});

async function plazaWithAppleKey(key: ClientSecretKey): Promise<TestServer> {
  const apple = { issuer: new URL(oidc.issuer), clientId: oidc.clientId, clientSecret: key };
  const server = await startTestServer({ config: { oidc: { google: null, apple } } });
  servers.push(server);
  return server;
}

describe('Apple with the team signing key instead of a fixed secret', () => {
  it('signs its own client secret, which the provider accepts', async () => {
    const server = await plazaWithAppleKey(teamKey);
    const browser = server.client();
    const res = await login(browser, 'apple', await signInAtProvider(browser, 'apple', 'apple-key-1'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'profileRequired', email: 'kim@example.com' });
  });

  it('is refused when the secret is signed with another key, and nothing is written', async () => {
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const server = await plazaWithAppleKey({ ...teamKey, privateKey: otherKey });
    const browser = server.client();
    const res = await login(browser, 'apple', await signInAtProvider(browser, 'apple', 'apple-key-1'));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('THIRD_PARTY_AUTH_ERROR');
    expect(await server.db.selectFrom('third_party_signups').selectAll().execute()).toEqual([]);
    expect(await server.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });
});
