import { api } from '@plaza/contract';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInitialUser, insertUser } from '../support/factories.js';
import { TEST_APP_URL, useTestServer } from '../support/server.js';
import { startSmtpServer, tokenFromMail, type TestSmtpServer } from '../support/smtp.js';
import { newWallet, signNonce, walletOwner, walletRegistration } from './support.js';

let smtp: TestSmtpServer;
beforeAll(async () => (smtp = await startSmtpServer()));
afterAll(() => smtp?.close());
const server = useTestServer(() => ({ config: { smtpUrl: smtp.url } }));
beforeEach(async () => {
  await createInitialUser(server.client());
});

describe('POST /auth/metamask/nonce', () => {
  it('answers an EIP-4361 message naming this site, the wallet and a stored single nonce', async () => {
    const wallet = newWallet();
    const before = Date.now();
    const res = await server.client().call(api.wallet.nonce, { body: { walletAddress: wallet.address.toLowerCase() } });
    expect(res.status).toBe(200);
    const parsed = parseSiweMessage(res.body.message);
    expect(parsed).toMatchObject({
      domain: new URL(TEST_APP_URL).host,
      address: wallet.address,
      uri: new URL(TEST_APP_URL).origin,
      version: '1',
      chainId: 1,
      nonce: res.body.nonce,
    });
    expect(res.body.message.startsWith('plaza.test:8000 wants you to sign in with your Ethereum account:\n')).toBe(
      true,
    );
    const minutes = (parsed.expirationTime!.getTime() - parsed.issuedAt!.getTime()) / 60_000;
    expect(minutes).toBe(10);
    expect(parsed.issuedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const rows = await server.db.selectFrom('wallet_nonces').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ address: wallet.address.toLowerCase(), nonce: res.body.nonce, used_at: null });
    expect(rows[0]!.message).toBe(res.body.message);
    expect(rows[0]!.expires_at.getTime()).toBe(parsed.expirationTime!.getTime());
  });

  it('limits nonce requests per wallet from one address', async () => {
    const wallet = newWallet();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await server.client().call(api.wallet.nonce, { body: { walletAddress: wallet.address } })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /auth/metamask/login', () => {
  it('signs in the account linked to the wallet and sets the session cookies', async () => {
    const { wallet, row } = await walletOwner(server);

    const client = server.client();
    const signed = await signNonce(client, wallet);
    const res = await client.call(api.wallet.login, {
      body: { walletAddress: wallet.address, signature: signed.signature },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: row.id, email: row.email });
    expect(JSON.stringify(res.body)).not.toContain('password');
    expect(JSON.stringify(res.body)).not.toContain('wallet');
    expect(client.cookies.size).toBe(2);
    expect((await client.call(api.auth.retrieve)).body).toMatchObject({ id: row.id });

    // The nonce is used up: the same signature does not sign in twice.
    const replay = await server
      .client()
      .call(api.wallet.login, { body: { walletAddress: wallet.address, signature: signed.signature } });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      statusCode: 401,
      message: 'WALLET_NONCE_EXPIRED',
      error: 'This wallet sign-in request has expired or was already used. Please try again.',
    });
  });

  it('answers USER_NOT_FOUND, then registers with the same signature, then MUST_VERIFY_EMAIL until verified', async () => {
    const wallet = newWallet();
    const client = server.client();
    const first = await signNonce(client, wallet);
    const login = { walletAddress: wallet.address, signature: first.signature };
    const notFound = await client.call(api.wallet.login, { body: login });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ statusCode: 404, message: 'USER_NOT_FOUND', error: 'User not found.' });
    expect(client.cookies.size).toBe(0);

    const email = `wallet-${Date.now()}@example.com`;
    const registered = await client.call(api.wallet.register, {
      body: walletRegistration(wallet.address, first.signature, email.toUpperCase()),
    });
    expect(registered.status).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', registered.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email,
      full_name: 'Satoshi Walletholder',
      user_name: null,
      password_hash: null,
      email_verified_at: null,
      wallet_address: wallet.address.toLowerCase(),
    });

    // The registration used the nonce up.
    const again = await client.call(api.wallet.register, {
      body: walletRegistration(wallet.address, first.signature, 'x@example.com'),
    });
    expect(again.body.message).toBe('WALLET_NONCE_EXPIRED');

    const unverified = await client.call(api.wallet.login, {
      body: { walletAddress: wallet.address, signature: (await signNonce(client, wallet)).signature },
    });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({ message: 'MUST_VERIFY_EMAIL', data: { userId: row.id } });
    expect(client.cookies.size).toBe(0);

    const token = tokenFromMail(await smtp.waitForMail(email), 'verify-email');
    const verified = await client.call(api.account.verifyEmail, { body: { token, userName: 'satoshi_w' } });
    expect(verified.status).toBe(200);

    const signedIn = await client.call(api.wallet.login, {
      body: { walletAddress: wallet.address, signature: (await signNonce(client, wallet)).signature },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: row.id, userName: 'satoshi_w' });
  });
});

describe('POST /auth/metamask/register', () => {
  it('refuses a wallet already linked and an e-mail already registered, writing nothing', async () => {
    const linked = newWallet();
    const { row } = await insertUser(server);
    await server.db
      .updateTable('users')
      .set({ wallet_address: linked.address.toLowerCase() })
      .where('id', '=', row.id)
      .execute();
    const client = server.client();

    const a = await signNonce(client, linked);
    const taken = await client.call(api.wallet.register, {
      body: walletRegistration(linked.address, a.signature, 'new@example.com'),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('WALLET_ALREADY_REGISTERED');

    const fresh = newWallet();
    const b = await signNonce(client, fresh);
    const email = await client.call(api.wallet.register, {
      body: walletRegistration(fresh.address, b.signature, row.email),
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('USER_ALREADY_REGISTERED');

    const users = await server.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(2);
    const used = await server.db.selectFrom('wallet_nonces').select('id').where('used_at', 'is not', null).execute();
    expect(used).toHaveLength(0);
  });

  it('carries the page to come back to (an invitation, say) in the mailed verification link', async () => {
    const wallet = newWallet();
    const client = server.client();
    const signed = await signNonce(client, wallet);
    const next = '/invite?from=ada';
    const email = `wallet-next-${Date.now()}@example.com`;
    const res = await client.call(api.wallet.register, {
      body: { ...walletRegistration(wallet.address, signed.signature, email), next },
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitForMail(email);
    const token = tokenFromMail(mail, 'verify-email');
    expect(mail.text).toContain(`${TEST_APP_URL}/verify-email/${token}?next=${encodeURIComponent(next)}`);
  });

  it.each(['https://evil.example/', '//evil.example', 'invite'])(
    'refuses %s as the page to come back to, and writes nothing',
    async (next) => {
      const wallet = newWallet();
      const client = server.client();
      const signed = await signNonce(client, wallet);
      const res = await client.call(api.wallet.register, {
        body: { ...walletRegistration(wallet.address, signed.signature, 'next@example.com'), next },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(['Next must be a page of this site']);
      const users = await server.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(1);
      const used = await server.db.selectFrom('wallet_nonces').select('id').where('used_at', 'is not', null).execute();
      expect(used).toHaveLength(0);
    },
  );
});
