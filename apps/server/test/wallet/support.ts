import { api } from '@plaza/contract';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { TestClient } from '../support/client.js';
import { insertUser } from '../support/factories.js';
import type { TestServer } from '../support/server.js';

/** A wallet backed by a freshly generated local key, as MetaMask would sign with. */
export function newWallet(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
}

/** A verified account linked to a new wallet. */
export async function walletOwner(server: TestServer) {
  const wallet = newWallet();
  const { row } = await insertUser(server);
  await server.db
    .updateTable('users')
    .set({ wallet_address: wallet.address.toLowerCase() })
    .where('id', '=', row.id)
    .execute();
  return { wallet, row };
}

/** Asks for a nonce and signs the message it comes with. */
export async function signNonce(client: TestClient, wallet: PrivateKeyAccount, signer: PrivateKeyAccount = wallet) {
  const res = await client.call(api.wallet.nonce, { body: { walletAddress: wallet.address } });
  if (res.status !== 200) throw new Error(`nonce failed: ${JSON.stringify(res.body)}`);
  const signature = await signer.signMessage({ message: res.body.message });
  return { ...res.body, signature, walletAddress: wallet.address };
}

export const walletRegistration = (walletAddress: string, signature: string, email: string) => ({
  walletAddress,
  signature,
  fullName: 'Satoshi Walletholder',
  email,
});
