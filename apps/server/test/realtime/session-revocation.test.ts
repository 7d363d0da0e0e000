import { api, authCookieNames } from '@plaza/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { UserTokenRepository } from '../../src/features/accounts/user-token.repository.js';
import { messageCount, people, received, CHAT_EVENTS } from '../chat/socket-support.js';
import { signedInUser } from '../support/channels.js';
import type { TestClient } from '../support/client.js';
import { insertUser } from '../support/factories.js';
import { type TestServer, useTestServer } from '../support/server.js';
import { closedByServer, connect, type Tab } from './support.js';

const server = useTestServer();

const tabs: Tab[] = [];
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.close();
});
async function open(target: TestServer, who: Parameters<typeof connect>[1]) {
  const tab = await connect(target, who);
  tabs.push(tab);
  return tab;
}

const names = () => authCookieNames(server.config.appEnv);

/** A second session of the same user, signed in through POST /auth/login. */
async function secondSession(email: string, password: string): Promise<TestClient> {
  const client = server.client();
  const res = await client.call(api.auth.login, { body: { emailOrUserName: email, password } });
  expect(res.status).toBe(200);
  return client;
}

/** Revokes a user's sessions in the database only: as if the order to close their sockets was lost. */
async function revokeQuietly(target: TestServer, userId: string) {
  await target.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).execute();
}

let identifier = 1;
const direct = (to: string, message: string) => ({ identifier: identifier++, medium: 'direct' as const, to, message });

describe('revoking a session closes its sockets', () => {
  it('on logout by cookie: that session’s tabs close, the user’s other session keeps its own', async () => {
    const { ada, bob } = await people(server);
    const adaTab = await open(server, ada.client);
    const adaTab2 = await open(server, ada.client);
    const bobTab = await open(server, bob.client);
    const closed = [closedByServer(adaTab), closedByServer(adaTab2)];

    expect((await ada.client.call(api.auth.logout)).status).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    // Bob's tab, another session, is still served.
    expect(await bobTab.presence()).toEqual([]);
  });

  it('on logout with a Bearer access token, and with a refresh token in the body', async () => {
    const { row, password } = await insertVerified();
    for (const how of ['bearer', 'body'] as const) {
      const program = server.client();
      const signedIn = (await program.call(api.auth.login, { body: { emailOrUserName: row.email, password } })).body;
      program.cookies.clear();
      const tab = await open(server, { token: signedIn.accessToken });
      const closed = closedByServer(tab);
      const res =
        how === 'bearer'
          ? await program.call(api.auth.logout, {}, { headers: { authorization: `Bearer ${signedIn.accessToken}` } })
          : await program.call(api.auth.logout, { body: { refreshToken: signedIn.refreshToken } });
      expect(res.status).toBe(200);
      expect(await closed).toBe('io server disconnect');
    }
  });

  it('on a password change: every other session’s tabs close, this session’s stay', async () => {
    const { row, password } = await insertVerified();
    const here = await secondSession(row.email, password);
    const elsewhere = await secondSession(row.email, password);
    const hereTab = await open(server, here);
    const elsewhereTab = await open(server, elsewhere);
    const closed = closedByServer(elsewhereTab);

    const res = await here.call(api.account.changePassword, {
      body: { currentPassword: password, newPassword: 'new-secret-1', confirmNewPassword: 'new-secret-1' },
    });
    expect(res.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await hereTab.presence()).toEqual([]);
    expect(hereTab.socket.connected).toBe(true);
  });

  it('on a password reset: every tab of the user closes', async () => {
    const { row, password } = await insertVerified();
    const tab = await open(server, await secondSession(row.email, password));
    const closed = closedByServer(tab);
    const token = await new UserTokenRepository(server.db).issue(row.id, 'reset_password', 1);

    const res = await server.client().call(api.account.resetPassword, { body: { password: 'brand-new-1', token } });
    expect(res.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('when a used refresh token comes back: the family’s tabs close', async () => {
    const { client } = await signedInUser(server);
    const stolen = client.cookies.get(names().refresh)!;
    expect((await client.call(api.auth.refresh)).status).toBe(200);
    const tab = await open(server, client);
    const closed = closedByServer(tab);

    const replay = await server.client().call(api.auth.refresh, { body: { refreshToken: stolen } });
    expect(replay.body.message).toBe('INVALID_REFRESH_TOKEN');
    expect(await closed).toBe('io server disconnect');
  });

  it('lets a socket whose session ended without the closing order send nothing: it is closed instead', async () => {
    const { ada, bob } = await people(server);
    const adaTab = await open(server, ada.client);
    const bobTab = await open(server, bob.client);
    await revokeQuietly(server, ada.user.id);
    const closed = closedByServer(adaTab);

    adaTab.socket.emit('message', direct(bob.user.id, 'sent after the logout'), () => undefined);
    expect(await closed).toBe('io server disconnect');
    // Bob's presence answer comes after anything the server sent him before it.
    expect(await bobTab.presence()).toEqual([]);
    expect(received(bobTab, CHAT_EVENTS)).toEqual([]);
    expect(await messageCount(server)).toBe(0);
  });
});

describe('the sweep', () => {
  const quick = useTestServer({ sessionSweepMs: 100 }, { reset: false });

  it('closes a listening socket whose session ended without the closing order', async () => {
    const { client, user } = await signedInUser(quick);
    const tab = await open(quick, client);
    const closed = closedByServer(tab);
    await revokeQuietly(quick, user.id);
    expect(await closed).toBe('io server disconnect');
  });
});

async function insertVerified() {
  const { row, password } = await insertUser(server);
  return { row, password: password! };
}

describe('while Redis is down', () => {
  // Nothing listens on port 1: the adapter is there, but no order goes round Redis.
  const cut = useTestServer({ config: { redisUrl: 'redis://127.0.0.1:1' } }, { reset: false });

  it('still closes the ended session’s sockets in this process at once', async () => {
    const { client } = await signedInUser(cut);
    const tab = await open(cut, client);
    const closed = closedByServer(tab);
    expect((await client.call(api.auth.logout)).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});
