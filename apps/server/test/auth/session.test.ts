import { api } from '@plaza/contract';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createInitialUser } from '../support/factories.js';
import { TEST_JWT_SECRET, useTestServer } from '../support/server.js';

const server = useTestServer();

const REFRESH = 'PLAZA_TEST_REFRESH_ACCESS_TOKEN';
const ACCESS = 'PLAZA_TEST_ACCESS_TOKEN';

describe('POST /auth/refresh', () => {
  it('rotates both cookies and keeps the user signed in', async () => {
    const client = server.client();
    const { user } = await createInitialUser(client);
    const before = { access: client.cookies.get(ACCESS), refresh: client.cookies.get(REFRESH) };
    await new Promise((r) => setTimeout(r, 1100)); // a new second, so the new JWT differs

    const res = await client.call(api.auth.refresh);
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toBe(client.cookies.get(ACCESS));
    expect(res.body).not.toHaveProperty('refreshToken');
    expect(client.cookies.get(REFRESH)).not.toBe(before.refresh);
    expect(client.cookies.get(ACCESS)).not.toBe(before.access);
    expect((await client.call(api.auth.retrieve)).body.id).toBe(user.id);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const client = server.client();
    await createInitialUser(client);
    const stolen = client.cookies.get(REFRESH)!;
    expect((await client.call(api.auth.refresh)).status).toBe(200);

    const thief = server.client();
    const replay = await thief.call(api.auth.refresh, { body: { refreshToken: stolen } });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('INVALID_REFRESH_TOKEN');

    // The rightful client's newer tokens die with the family.
    expect((await client.call(api.auth.retrieve)).body.message).toBe('INVALID_JWT');
    const again = await client.call(api.auth.refresh);
    expect(again.status).toBe(401);
    expect(client.cookies.has(REFRESH)).toBe(false);
  });

  it('returns both tokens to a client that keeps its refresh token itself', async () => {
    const client = server.client();
    const { refreshToken } = (
      await client.call(api.auth.initialUser, { body: (await import('../support/factories.js')).initialUserInput() })
    ).body;
    const api2 = server.client();
    const res = await api2.call(api.auth.refresh, { body: { refreshToken } });
    expect(res.status).toBe(200);
    expect(res.body.refreshToken).toBeTypeOf('string');
    expect(res.body.refreshToken).not.toBe(refreshToken);
    expect(api2.cookies.size).toBe(0);
    const me = await api2.call(api.auth.retrieve, {}, { headers: { authorization: `Bearer ${res.body.accessToken}` } });
    expect(me.status).toBe(200);
  });

  it.each([
    ['no token at all', {}],
    ['an unknown token', { body: { refreshToken: 'made-up-token' } }],
  ])('answers INVALID_REFRESH_TOKEN for %s', async (_, input) => {
    await createInitialUser(server.client());
    const res = await server.client().call(api.auth.refresh, input);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('INVALID_REFRESH_TOKEN');
  });

  it('answers 400 for a refresh token of the wrong type', async () => {
    const res = await server.client().call(api.auth.refresh, { body: { refreshToken: 42 as unknown as string } });
    expect(res.status).toBe(400);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session at once and clears the cookies', async () => {
    const client = server.client();
    await createInitialUser(client);
    const access = client.cookies.get(ACCESS)!;
    const refresh = client.cookies.get(REFRESH)!;

    const res = await client.call(api.auth.logout);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(client.cookies.size).toBe(0);

    // Copies of the old tokens are worthless now.
    const replayAccess = await server
      .client()
      .call(api.auth.retrieve, {}, { headers: { authorization: `Bearer ${access}` } });
    expect(replayAccess.status).toBe(401);
    const replayRefresh = await server.client().call(api.auth.refresh, { body: { refreshToken: refresh } });
    expect(replayRefresh.status).toBe(401);
  });

  /** Signs in as a program does (tokens in the reply, no cookies kept). */
  async function programSession() {
    const client = server.client();
    const { input } = await createInitialUser(client);
    client.cookies.clear();
    const res = await client.call(api.auth.login, {
      body: { emailOrUserName: input.userName, password: input.password },
    });
    client.cookies.clear();
    return { client, ...res.body };
  }

  /** Neither token of the session works any more. */
  async function expectEnded(accessToken: string, refreshToken: string) {
    const me = await server
      .client()
      .call(api.auth.retrieve, {}, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('INVALID_JWT');
    const renewed = await server.client().call(api.auth.refresh, { body: { refreshToken } });
    expect(renewed.status).toBe(401);
    expect(renewed.body.message).toBe('INVALID_REFRESH_TOKEN');
  }

  it('ends the session named by a Bearer access token', async () => {
    const { client, accessToken, refreshToken } = await programSession();
    const res = await client.call(api.auth.logout, {}, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    await expectEnded(accessToken, refreshToken);
  });

  it('ends the session named by a refresh token in the body', async () => {
    const { client, accessToken, refreshToken } = await programSession();
    const res = await client.call(api.auth.logout, { body: { refreshToken } });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    await expectEnded(accessToken, refreshToken);
  });

  it('ends the session named by an expired access token', async () => {
    const { client, accessToken, refreshToken } = await programSession();
    const { sub, sid } = decodeJwt(accessToken);
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub!)
      .setIssuer(server.config.appUrl.origin)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await client.call(api.auth.logout, {}, { headers: { authorization: `Bearer ${expired}` } })).status).toBe(
      200,
    );
    await expectEnded(accessToken, refreshToken);
  });

  it('ends nothing for a forged token, an unknown refresh token or a refresh token of the wrong type', async () => {
    const { accessToken, refreshToken } = await programSession();
    const { sub, sid } = decodeJwt(accessToken);
    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub!)
      .setIssuer(server.config.appUrl.origin)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    const caller = server.client();
    const forgedLogout = await caller.call(api.auth.logout, {}, { headers: { authorization: `Bearer ${forged}` } });
    expect(forgedLogout.status).toBe(200);
    expect((await caller.call(api.auth.logout, { body: { refreshToken: 'made-up-token' } })).status).toBe(200);
    const wrongType = await caller.call(api.auth.logout, { body: { refreshToken: 42 as unknown as string } });
    expect(wrongType.status).toBe(400);
    // The session lives on.
    const me = await server
      .client()
      .call(api.auth.retrieve, {}, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect((await server.client().call(api.auth.refresh, { body: { refreshToken } })).status).toBe(200);
  });

  it('succeeds without a session', async () => {
    const res = await server.client().call(api.auth.logout);
    expect(res.status).toBe(200);
  });

  it('leaves other sessions of the same user alive', async () => {
    const first = server.client();
    const { input } = await createInitialUser(first);
    const second = server.client();
    await second.call(api.auth.login, { body: { emailOrUserName: input.userName, password: input.password } });
    await first.call(api.auth.logout);
    expect((await second.call(api.auth.retrieve)).status).toBe(200);
  });
});
