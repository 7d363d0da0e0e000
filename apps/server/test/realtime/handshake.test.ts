import { api, authCookieNames } from '@plaza/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';
import { connect, cookieOf, refusal, type Tab } from './support.js';

const server = useTestServer();

const tabs: Tab[] = [];
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.close();
});
async function open(...args: Parameters<typeof connect>) {
  const tab = await connect(...args);
  tabs.push(tab);
  return tab;
}

describe('the socket handshake', () => {
  it('refuses a socket without a session with NOT_SIGNED_IN', async () => {
    expect(await refusal(server, {})).toBe('NOT_SIGNED_IN');
  });

  it('refuses a forged or ended session with INVALID_JWT', async () => {
    expect(await refusal(server, { token: 'not-a-jwt' })).toBe('INVALID_JWT');
    const { client } = await signedInUser(server);
    const cookie = cookieOf(client);
    await client.call(api.auth.logout);
    expect(await refusal(server, { cookie })).toBe('INVALID_JWT');
  });

  it('refuses a page on another site even with a valid session', async () => {
    const { client } = await signedInUser(server);
    const cookie = cookieOf(client);
    expect(await refusal(server, { cookie, origin: 'https://evil.example' })).toBe('FORBIDDEN_ORIGIN');
    expect(await refusal(server, { cookie, origin: 'http://plaza.test.evil.example:8000' })).toBe('FORBIDDEN_ORIGIN');
  });

  it('accepts the session cookie from the product and from a zone site', async () => {
    const { client } = await signedInUser(server);
    const tab = await open(server, client);
    expect(tab.socket.connected).toBe(true);
    const zoneTab = await open(server, { cookie: cookieOf(client), origin: 'http://my-zone.plaza.test:8000' });
    expect(zoneTab.socket.connected).toBe(true);
  });

  it('accepts the access token as auth.token, with or without "Bearer "', async () => {
    const { client } = await signedInUser(server);
    const token = client.cookies.get(authCookieNames(server.config.appEnv).access)!;
    for (const given of [token, `Bearer ${token}`]) {
      const tab = await open(server, { token: given });
      expect(await tab.presence()).toEqual([]);
    }
  });
});
