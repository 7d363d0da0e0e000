import { api } from '@plaza/contract';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { TestClient } from '../support/client.js';

/** A wallet backed by a freshly generated local key, as MetaMask would sign with. */
export function newWallet(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
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
