import { walletMessages, WALLET, type ApiErrorInfo, type User } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { isApiError } from '../../../api/api-error';
import type { call } from '../../../api/client';
import { to } from '../../../routing/paths';
import { personalSign, requestAccounts, walletErrorMessage, type Eip1193Provider } from './ethereum';

/** Everything the flow touches, so it runs (and is tested) without React, a wallet or a server. */
export interface WalletSignInDeps {
  provider: Eip1193Provider | null;
  call: typeof call;
  navigate: (path: string) => void;
  toast: (text: string) => void;
  signedIn: (user: User) => void;
  openWindow: (url: string) => void;
  /** The page to come back to (`?next=`), carried to the registration form and the verification page. */
  next?: string | null;
}

/** The toast for a failed eth_requestAccounts. */
export function connectFailureText(error: unknown): string {
  const reason = walletErrorMessage(error);
  return reason ? walletMessages.withReason(walletMessages.connectError, reason) : walletMessages.connectionFailed;
}

/** The toast for a failed personal_sign. */
export function signFailureText(error: unknown): string {
  const reason = walletErrorMessage(error);
  return reason ? walletMessages.withReason(walletMessages.signError, reason) : walletMessages.signError;
}

/**
 * Where a refused wallet login leads: a wallet with no account to its registration form (which
 * reuses the signature), an unverified account to the page about the verification mail; otherwise
 * nowhere, and the error policy has shown the error.
 */
export function loginFailureRoute(
  info: Pick<ApiErrorInfo, 'code' | 'data'>,
  walletAddress: string,
  signature: string,
  next: string | null = null,
): string | null {
  if (info.code === 'USER_NOT_FOUND') return to.metamaskRegister(walletAddress, signature, next);
  const userId = info.data?.userId;
  if (info.code === 'MUST_VERIFY_EMAIL' && typeof userId === 'string') return to.verifyEmailInfo(userId, next);
  return null;
}

/**
 * 'Connect wallet' (issue 8): connect, fetch the message to sign, sign it, log in. Wallet failures
 * are toasted here; API failures were toasted by the error policy (or are silent and lead on).
 */
export async function signInWithWallet(deps: WalletSignInDeps): Promise<void> {
  const { provider } = deps;
  if (!provider) {
    deps.openWindow(WALLET.downloadUrl);
    deps.toast(walletMessages.notFound);
    return;
  }

  let walletAddress: string;
  try {
    walletAddress = await requestAccounts(provider);
  } catch (error) {
    deps.toast(connectFailureText(error));
    return;
  }

  let message: string;
  try {
    ({ message } = await deps.call(api.wallet.nonce, { body: { walletAddress } }));
  } catch (error) {
    if (isApiError(error)) return;
    throw error;
  }

  let signature: string;
  try {
    signature = await personalSign(provider, message, walletAddress);
  } catch (error) {
    deps.toast(signFailureText(error));
    return;
  }

  try {
    const { user } = await deps.call(api.wallet.login, { body: { walletAddress, signature } });
    deps.signedIn(user);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const route = loginFailureRoute(error.info, walletAddress, signature, deps.next ?? null);
    if (route) deps.navigate(route);
  }
}
