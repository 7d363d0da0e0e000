import { api } from '@plaza/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInitialUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { newWallet, walletOwner } from './support.js';

// Behind a proxy, so each test names the caller's address in X-Forwarded-For.
const server = useTestServer({ config: { trustProxy: true } });
beforeEach(async () => {
  await createInitialUser(server.client());
});

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

async function askNonce(address: string, walletAddress: string) {
  return server.client().call(api.wallet.nonce, { body: { walletAddress } }, from(address));
}

describe('nonces asked for a wallet by others cannot lock its owner out', () => {
  it('limits nonce requests per wallet from one address, not per wallet', async () => {
    const wallet = newWallet();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await askNonce('203.0.113.1', wallet.address)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // The owner, elsewhere, still gets a nonce.
    expect((await askNonce('198.51.100.10', wallet.address)).status).toBe(200);
  });

  it('signs the owner in although others asked for newer nonces of the same wallet', async () => {
    const { wallet, row } = await walletOwner(server);

    const owner = server.client();
    const asked = await owner.call(
      api.wallet.nonce,
      { body: { walletAddress: wallet.address } },
      from('198.51.100.10'),
    );
    expect(asked.status).toBe(200);
    const signature = await wallet.signMessage({ message: asked.body.message });
    // While the owner's wallet asks them to sign, others ask for more nonces of it than are checked.
    for (let i = 0; i < 8; i++) expect((await askNonce(`203.0.113.${i + 1}`, wallet.address)).status).toBe(200);

    const res = await owner.call(
      api.wallet.login,
      { body: { walletAddress: wallet.address, signature } },
      from('198.51.100.10'),
    );
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(row.id);
  });
});
