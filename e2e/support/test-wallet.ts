import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';

/** What the injected wallet does when the page asks it to connect or sign. */
export type WalletMode = 'approve' | 'rejectConnect' | 'rejectSign';

export interface TestWallet {
  address: string;
  setMode(mode: WalletMode): void;
}

const REJECTED = { code: 4001, message: 'User rejected the request.' };

/**
 * A browser wallet for the journeys: window.ethereum (EIP-1193) in the page, backed by a key
 * generated here in Node, which signs through an exposed function. The key never enters the page.
 */
export async function installTestWallet(page: Page): Promise<TestWallet> {
  const account = privateKeyToAccount(generatePrivateKey());
  let mode: WalletMode = 'approve';
  await page.exposeFunction('__plazaTestWallet', async (method: string, params: unknown[]) => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') {
      if (mode === 'rejectConnect') return { error: REJECTED };
      return { result: [account.address] };
    }
    if (method === 'personal_sign') {
      if (mode === 'rejectSign') return { error: REJECTED };
      const message = String(params[0]);
      const signature = await account.signMessage({
        message: message.startsWith('0x') ? { raw: message as Hex } : message,
      });
      return { result: signature };
    }
    return { error: { code: 4200, message: `Unsupported method ${method}` } };
  });
  await page.addInitScript(() => {
    type Answer = { result?: unknown; error?: { code: number; message: string } };
    const relay = (method: string, params: unknown[]) =>
      (globalThis as unknown as { __plazaTestWallet: (m: string, p: unknown[]) => Promise<Answer> }).__plazaTestWallet(
        method,
        params,
      );
    const ethereum = {
      isMetaMask: true,
      async request({ method, params = [] }: { method: string; params?: unknown[] }) {
        const answer = await relay(method, params);
        if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
        return answer.result;
      },
    };
    Object.defineProperty(globalThis, 'ethereum', { value: ethereum, configurable: true });
  });
  return {
    address: account.address,
    setMode: (next) => {
      mode = next;
    },
  };
}
