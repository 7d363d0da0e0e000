import type { RateLimit } from './rate-limits.js';

/** Sign-in with a wallet (Sign-In with Ethereum, EIP-4361; issue 8). */
export const WALLET = {
  /** The message to sign names this chain (Ethereum mainnet); nothing is sent on chain. */
  chainId: 1,
  /**
   * How long a nonce may be signed and used. Long enough to fill in the wallet registration
   * form, which reuses the signature that found no account.
   */
  nonceMinutes: 10,
  /** Nonces a caller may ask for per window: per network address, and per wallet from one network address. */
  nonceWindowMs: 15 * 60 * 1000,
  noncesPerAddress: 60,
  noncesPerWallet: 20,
  /** Outstanding nonces of one wallet that a signature is checked against (the caller's own first, newest first). */
  pendingNoncesChecked: 5,
  addressPattern: /^0x[0-9a-fA-F]{40}$/,
  /** An externally owned account's signature: 65 bytes in hex. */
  signaturePattern: /^0x[0-9a-fA-F]{130}$/,
  /** Opened when the browser has no wallet extension, so the user can install one. */
  downloadUrl: 'https://metamask.io/download/',
} as const;

/** Nonces per network address, declared on the nonce endpoint (see RateLimit). */
export const WALLET_NONCE_LIMIT = {
  name: 'wallet-nonce',
  points: WALLET.noncesPerAddress,
  windowMs: WALLET.nonceWindowMs,
  key: 'ip',
} as const satisfies RateLimit;
