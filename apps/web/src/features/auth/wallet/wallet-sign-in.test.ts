import { WALLET, type Endpoint, type ErrorCode } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { call } from '../../../api/client';
import { testUser } from '../../../testing/users';
import type { Eip1193Provider } from './ethereum';
import { signInWithWallet } from './wallet-sign-in';

const address = '0x52908400098527886e0f7030069857d2e4169ee7';
const signature = `0x${'ab'.repeat(65)}`;
const message = 'Plaza ✓\nNonce: n1';
/** Its UTF-8 bytes in hex, as personal_sign gets them. */
const messageHex = '0x506c617a6120e29c930a4e6f6e63653a206e31';
const user = testUser;

const apiError = (code: ErrorCode, data?: object) =>
  new ApiError({ status: 400, code, text: code, data: data as Record<string, unknown> | undefined });

/** A wallet whose two requests answer (or fail) as told. */
function wallet(answers: { accounts?: () => unknown; sign?: () => unknown }): Eip1193Provider & { methods: string[] } {
  const methods: string[] = [];
  return {
    methods,
    request: vi.fn(async ({ method }: { method: string }) => {
      methods.push(method);
      if (method === 'eth_requestAccounts') return (answers.accounts ?? (() => [address]))();
      if (method === 'personal_sign') return (answers.sign ?? (() => signature))();
      throw new Error(`unexpected ${method}`);
    }),
  };
}

const rejected = (error: object) => () => Promise.reject(error);

/** Runs the flow with fake effects; the server's login answers with `login`. */
async function run(provider: Eip1193Provider | null, login: () => Promise<unknown> = async () => ({ user })) {
  const sent: { endpoint: Endpoint; input: unknown }[] = [];
  const fakeCall = (async (endpoint: Endpoint, input: unknown) => {
    sent.push({ endpoint, input });
    if (endpoint === api.wallet.nonce) return { nonce: 'n1', message };
    return login();
  }) as typeof call;
  const deps = { navigate: vi.fn(), toast: vi.fn(), signedIn: vi.fn(), openWindow: vi.fn() };
  await signInWithWallet({ provider, call: fakeCall, ...deps });
  return { ...deps, sent };
}

describe('signInWithWallet', () => {
  it('without a wallet opens the download page and says to install one', async () => {
    const effects = await run(null);
    expect(effects.openWindow).toHaveBeenCalledWith(WALLET.downloadUrl);
    expect(effects.toast.mock.calls).toEqual([['Metamask not found. Please install the Metamask extension.']]);
    expect(effects.sent).toEqual([]);
  });

  it('stops with the reason when the user refuses to connect', async () => {
    const provider = wallet({ accounts: rejected({ code: 4001, message: 'User rejected the request.' }) });
    const effects = await run(provider);
    expect(effects.toast.mock.calls).toEqual([['Error connecting to Metamask: User rejected the request.']]);
    expect(effects.sent).toEqual([]);
    expect(effects.openWindow).not.toHaveBeenCalled();
  });

  it('asks to try again when connecting fails without a message', async () => {
    const effects = await run(wallet({ accounts: rejected({ code: -32603 }) }));
    expect(effects.toast.mock.calls).toEqual([['Error connecting to Metamask. Please try again.']]);
    expect(effects.sent).toEqual([]);
  });

  it('treats a wallet that connects no account as a failed connection', async () => {
    const effects = await run(wallet({ accounts: () => [] }));
    expect(effects.toast.mock.calls).toEqual([['Error connecting to Metamask. Please try again.']]);
  });

  it('stops without a toast of its own when the nonce call fails (the error policy shows it)', async () => {
    const provider = wallet({});
    const fakeCall = (() => Promise.reject(apiError('TOO_MANY_REQUESTS'))) as typeof call;
    const deps = { navigate: vi.fn(), toast: vi.fn(), signedIn: vi.fn(), openWindow: vi.fn() };
    await signInWithWallet({ provider, call: fakeCall, ...deps });
    expect(provider.methods).toEqual(['eth_requestAccounts']);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('stops with the reason when the user refuses to sign, sending no login', async () => {
    const effects = await run(wallet({ sign: rejected({ code: 4001, message: 'User denied message signature.' }) }));
    expect(effects.toast.mock.calls).toEqual([['Error signing message with Metamask: User denied message signature.']]);
    expect(effects.sent.map((s) => s.endpoint)).toEqual([api.wallet.nonce]);
  });

  it('signs the server message as UTF-8 hex and signs the user in', async () => {
    const provider = wallet({});
    const effects = await run(provider);
    expect(effects.sent).toEqual([
      { endpoint: api.wallet.nonce, input: { body: { walletAddress: address } } },
      { endpoint: api.wallet.login, input: { body: { walletAddress: address, signature } } },
    ]);
    const [, signCall] = vi.mocked(provider.request).mock.calls;
    expect(signCall).toEqual([{ method: 'personal_sign', params: [messageHex, address] }]);
    expect(effects.signedIn).toHaveBeenCalledWith(user);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('sends a wallet with no account to the registration form, without a toast', async () => {
    const effects = await run(wallet({}), () => Promise.reject(apiError('USER_NOT_FOUND')));
    expect(effects.navigate).toHaveBeenCalledWith(`/metamask-register?walletAddress=${address}&signature=${signature}`);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.signedIn).not.toHaveBeenCalled();
  });

  it('sends an unverified account to the verification info page, without a toast', async () => {
    const effects = await run(wallet({}), () => Promise.reject(apiError('MUST_VERIFY_EMAIL', { userId: user.id })));
    expect(effects.navigate).toHaveBeenCalledWith(`/verify-email-info/${user.id}`);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.signedIn).not.toHaveBeenCalled();
  });

  it('leaves other refused logins to the error policy', async () => {
    const effects = await run(wallet({}), () => Promise.reject(apiError('INVALID_WALLET_SIGNATURE')));
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.signedIn).not.toHaveBeenCalled();
  });
});
