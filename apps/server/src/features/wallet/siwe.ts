import { WALLET } from '@plaza/contract';
import { verifyMessage, type Hex } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe';

const MINUTE_MS = 60 * 1000;

export interface SiweRequest {
  nonce: string;
  message: string;
  expiresAt: Date;
}

/** The exact Sign-In with Ethereum (EIP-4361) message for a wallet to sign on this site. */
export function siweRequest(appUrl: URL, address: Hex, now = new Date()): SiweRequest {
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + WALLET.nonceMinutes * MINUTE_MS);
  const message = createSiweMessage({
    domain: appUrl.host,
    address,
    statement: 'Sign in to Plaza with your wallet.',
    uri: appUrl.origin,
    version: '1',
    chainId: WALLET.chainId,
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
  });
  return { nonce, message, expiresAt };
}

/** Whether a stored message still names this site, this wallet and this nonce and has not expired. */
export function isValidSiwe(appUrl: URL, stored: { address: string; nonce: string; message: string }): boolean {
  const parsed = parseSiweMessage(stored.message);
  return (
    parsed.uri === appUrl.origin &&
    parsed.chainId === WALLET.chainId &&
    validateSiweMessage({
      message: parsed,
      domain: appUrl.host,
      address: stored.address as Hex,
      nonce: stored.nonce,
      time: new Date(),
    })
  );
}

/** Whether the signature is the wallet's signature of the message (personal_sign, EIP-191). */
export async function isSignedBy(address: string, message: string, signature: string): Promise<boolean> {
  try {
    return await verifyMessage({ address: address as Hex, message, signature: signature as Hex });
  } catch {
    return false;
  }
}
