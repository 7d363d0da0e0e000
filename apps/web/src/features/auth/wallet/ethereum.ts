/** The part of EIP-1193 (the provider a wallet extension injects as window.ethereum) that we use. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** What a wallet rejects a request with: an EIP-1193 provider error (4001: the user said no). */
export interface WalletError {
  code?: number;
  message?: string;
}

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

export function findEthereum(): Eip1193Provider | null {
  return typeof window === 'undefined' ? null : (window.ethereum ?? null);
}

/** Asks the wallet to connect (it may show its own dialog); resolves to the selected address. */
export async function requestAccounts(provider: Eip1193Provider): Promise<string> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const [address] = Array.isArray(accounts) ? accounts : [];
  // A wallet error with no message: the flow shows "Error connecting to Metamask. Please try again."
  if (typeof address !== 'string') throw new Error();
  return address;
}

/** The 0x-hex of the text's UTF-8 bytes, the form of personal_sign's message every wallet takes. */
export function utf8Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Asks the wallet to sign the message (EIP-191 personal_sign); resolves to the 0x-hex signature. */
export async function personalSign(provider: Eip1193Provider, message: string, address: string): Promise<string> {
  const signature = await provider.request({ method: 'personal_sign', params: [utf8Hex(message), address] });
  if (typeof signature !== 'string') throw new Error('The wallet returned no signature');
  return signature;
}

/** The wallet's own words for a failure, if it gave any. */
export function walletErrorMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  const { message } = error;
  return typeof message === 'string' && message.trim() ? message : null;
}
