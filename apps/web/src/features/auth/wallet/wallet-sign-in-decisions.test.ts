import { walletMessages } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { connectFailureText, loginFailureRoute, signFailureText } from './wallet-sign-in';

const address = '0x52908400098527886e0f7030069857d2e4169ee7';
const signature = `0x${'ab'.repeat(65)}`;
const userId = '0b9f5c1e-6a51-4c1e-9d8e-2f1f3a4b5c6d';

describe('failure texts', () => {
  it.each([
    [{ code: 4001, message: 'User rejected the request.' }, 'Error connecting to Metamask: User rejected the request.'],
    [{ code: -32002 }, walletMessages.connectionFailed],
    [{ message: '  ' }, walletMessages.connectionFailed],
    [new Error(), walletMessages.connectionFailed],
    ['boom', walletMessages.connectionFailed],
  ])('connect failure %j → %s', (error, text) => expect(connectFailureText(error)).toBe(text));

  it.each([
    [
      { code: 4001, message: 'User denied message signature.' },
      'Error signing message with Metamask: User denied message signature.',
    ],
    [{ code: 4001 }, walletMessages.signError],
  ])('sign failure %j → %s', (error, text) => expect(signFailureText(error)).toBe(text));
});

describe('loginFailureRoute', () => {
  it.each([
    [{ code: 'USER_NOT_FOUND', data: undefined }, `/metamask-register?walletAddress=${address}&signature=${signature}`],
    [{ code: 'MUST_VERIFY_EMAIL', data: { userId } }, `/verify-email-info/${userId}`],
    [{ code: 'MUST_VERIFY_EMAIL', data: undefined }, null],
    [{ code: 'INVALID_WALLET_SIGNATURE', data: undefined }, null],
    [{ code: 'WALLET_NONCE_EXPIRED', data: undefined }, null],
  ] as const)('%j → %s', (info, route) => expect(loginFailureRoute(info, address, signature)).toBe(route));

  it('carries the page to come back to into the registration form and the verification page', () => {
    const next = '/invite?from=grace';
    const encoded = encodeURIComponent(next);
    expect(loginFailureRoute({ code: 'USER_NOT_FOUND', data: undefined }, address, signature, next)).toBe(
      `/metamask-register?walletAddress=${address}&signature=${signature}&next=${encoded}`,
    );
    expect(loginFailureRoute({ code: 'MUST_VERIFY_EMAIL', data: { userId } }, address, signature, next)).toBe(
      `/verify-email-info/${userId}?next=${encoded}`,
    );
  });
});
