import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { USER } from '../limits.js';
import { WALLET, WALLET_NONCE_LIMIT } from '../limits-wallet.js';
import { walletMessages } from '../messages.js';
import { email, requiredText, returnPath } from '../rules.js';
import { sessionReply } from './auth.js';

/** A wallet address (0x and 40 hex digits), kept in lower case. */
export function walletAddress(label = 'Wallet address') {
  return requiredText(label).regex(WALLET.addressPattern, { error: walletMessages.invalidAddress }).toLowerCase();
}

export function walletSignature(label = 'Signature') {
  return requiredText(label).regex(WALLET.signaturePattern, { error: walletMessages.invalidSignature }).toLowerCase();
}

export const walletNonceBody = z.object({ walletAddress: walletAddress() });

export const walletLoginBody = z.object({ walletAddress: walletAddress(), signature: walletSignature() });

export const walletRegisterBody = walletLoginBody.extend({
  fullName: requiredText('Full name', { max: USER.fullNameMax }),
  email: email(),
  /** As for an e-mail sign-up: the page to come back to, which the mailed verification link carries. */
  next: returnPath(),
});

/** Sign-in with a MetaMask wallet: Sign-In with Ethereum (EIP-4361), issue 8. */
export const wallet = {
  nonce: defineEndpoint({
    method: 'POST',
    path: '/auth/metamask/nonce',
    summary: 'A single-use nonce and the exact EIP-4361 message the wallet is to sign',
    tag: 'auth',
    access: 'public',
    body: walletNonceBody,
    reply: z.object({ nonce: z.string(), message: z.string() }),
    errors: ['TOO_MANY_REQUESTS'],
    rateLimits: [WALLET_NONCE_LIMIT],
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/metamask/login',
    summary: 'Sign in with the signature of the message from /auth/metamask/nonce',
    tag: 'auth',
    access: 'public',
    body: walletLoginBody,
    reply: sessionReply,
    secretReply: true,
    errors: [
      'INVALID_WALLET_SIGNATURE',
      'WALLET_NONCE_EXPIRED',
      'USER_NOT_FOUND',
      'MUST_VERIFY_EMAIL',
      'TOO_MANY_REQUESTS',
    ],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/metamask/register',
    summary: 'Sign up with a wallet whose signature found no account; a verification link is e-mailed',
    tag: 'auth',
    access: 'public',
    body: walletRegisterBody,
    reply: z.object({ id: z.uuid() }),
    errors: [
      'INVALID_WALLET_SIGNATURE',
      'WALLET_NONCE_EXPIRED',
      'WALLET_ALREADY_REGISTERED',
      'USER_ALREADY_REGISTERED',
      'INITIAL_USER_REQUIRED',
      'TOO_MANY_REQUESTS',
    ],
  }),
} as const;
