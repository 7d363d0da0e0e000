import { api } from '@plaza/contract';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInitialUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { newWallet, signNonce, walletRegistration } from './support.js';

const server = useTestServer();
beforeEach(async () => {
  await createInitialUser(server.client());
});

const counts = async () => ({
  users: (await server.db.selectFrom('users').select('id').execute()).length,
  nonces: (await server.db.selectFrom('wallet_nonces').select('id').execute()).length,
  used: (await server.db.selectFrom('wallet_nonces').select('id').where('used_at', 'is not', null).execute()).length,
  jobs: (await server.db.selectFrom('jobs').select('id').execute()).length,
});

const INVALID = {
  statusCode: 401,
  message: 'INVALID_WALLET_SIGNATURE',
  error: 'The wallet signature could not be verified. Please try again.',
};

/** Both calls that take a signature, login and register, refuse alike and change nothing. */
async function expectBothRefused(walletAddress: string, signature: string, message: string) {
  const before = await counts();
  const login = await server.client().call(api.wallet.login, { body: { walletAddress, signature } });
  const register = await server
    .client()
    .call(api.wallet.register, { body: walletRegistration(walletAddress, signature, 'someone@example.com') });
  for (const res of [login, register]) {
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(message);
    expect(res.headers.get('set-cookie')).toBeNull();
  }
  expect(await counts()).toEqual(before);
}

describe('wallet signatures that are refused', () => {
  it('refuses a signature by another key (and so tells nothing about the wallet)', async () => {
    const wallet = newWallet();
    const signed = await signNonce(server.client(), wallet, newWallet());
    await expectBothRefused(wallet.address, signed.signature, 'INVALID_WALLET_SIGNATURE');
    const login = await server
      .client()
      .call(api.wallet.login, { body: { walletAddress: wallet.address, signature: signed.signature } });
    expect(login.body).toEqual(INVALID);
  });

  it("refuses one wallet's signature presented for another wallet", async () => {
    const [wallet, other] = [newWallet(), newWallet()];
    const signed = await signNonce(server.client(), wallet);
    await signNonce(server.client(), other);
    await expectBothRefused(other.address, signed.signature, 'INVALID_WALLET_SIGNATURE');
  });

  it('refuses a signature of a message the server did not hand out', async () => {
    const wallet = newWallet();
    const { message } = await signNonce(server.client(), wallet);
    const forged = await wallet.signMessage({ message: message.replace(/Nonce: \w+/, 'Nonce: abcdefgh12345678') });
    await expectBothRefused(wallet.address, forged, 'INVALID_WALLET_SIGNATURE');
  });

  it('refuses a reused nonce', async () => {
    const wallet = newWallet();
    const signed = await signNonce(server.client(), wallet);
    const email = 'first@example.com';
    const first = await server
      .client()
      .call(api.wallet.register, { body: walletRegistration(wallet.address, signed.signature, email) });
    expect(first.status).toBe(200);
    await expectBothRefused(wallet.address, signed.signature, 'WALLET_NONCE_EXPIRED');
  });

  it('refuses an expired nonce, even when its signature is right', async () => {
    const wallet = newWallet();
    const signed = await signNonce(server.client(), wallet);
    await server.db
      .updateTable('wallet_nonces')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    await expectBothRefused(wallet.address, signed.signature, 'WALLET_NONCE_EXPIRED');
  });

  it('refuses a signed message that names another site', async () => {
    const wallet = newWallet();
    const { message } = await signNonce(server.client(), wallet);
    const foreign = message.replace('plaza.test:8000 wants you', 'evil.example wants you');
    await server.db.updateTable('wallet_nonces').set({ message: foreign }).execute();
    const signature = await wallet.signMessage({ message: foreign });
    await expectBothRefused(wallet.address, signature, 'INVALID_WALLET_SIGNATURE');
  });

  it('answers WALLET_NONCE_EXPIRED when nothing was asked for this wallet', async () => {
    const wallet = newWallet();
    const signature = await wallet.signMessage({ message: 'anything' });
    await expectBothRefused(wallet.address, signature, 'WALLET_NONCE_EXPIRED');
  });
});

describe('wallet calls with bad input', () => {
  const goodSignature = `0x${'ab'.repeat(65)}`;
  it.each([
    [api.wallet.nonce, {}, ['Wallet address is required']],
    [api.wallet.nonce, { walletAddress: '0x1234' }, ['Please enter a valid wallet address']],
    [api.wallet.nonce, { walletAddress: 42 }, ['Wallet address must be text']],
    [api.wallet.login, {}, ['Wallet address is required', 'Signature is required']],
    [
      api.wallet.login,
      { walletAddress: `0x${'g'.repeat(40)}`, signature: '0xdead' },
      ['Please enter a valid wallet address', 'Please enter a valid wallet signature'],
    ],
    [
      api.wallet.register,
      { walletAddress: `0x${'a'.repeat(40)}`, signature: goodSignature },
      ['Full name is required', 'Email is required'],
    ],
    [
      api.wallet.register,
      { walletAddress: `0x${'a'.repeat(40)}`, signature: goodSignature, fullName: 'K'.repeat(65), email: 'nope' },
      ['Full name: Please enter up to 64 characters long', 'Invalid email'],
    ],
  ])('%s answers 400 with the exact messages and writes nothing', async (endpoint, body, messages) => {
    const before = await counts();
    const res = await server.client().call(endpoint, { body: body as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(messages);
    expect(await counts()).toEqual(before);
  });

  it('answers INITIAL_USER_REQUIRED to a registration before the first-run setup', async () => {
    await server.reset();
    const wallet = newWallet();
    const signed = await signNonce(server.client(), wallet);
    const res = await server
      .client()
      .call(api.wallet.register, { body: walletRegistration(wallet.address, signed.signature, 'a@example.com') });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('INITIAL_USER_REQUIRED');
  });
});
