import { WALLET } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../state/session';
import { stubApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';
import { ConnectWalletButton } from './ConnectWalletButton';

const address = '0x52908400098527886e0f7030069857d2e4169ee7';
const signature = `0x${'cd'.repeat(65)}`;
const user = testUser;

function renderButton() {
  renderApp(<ConnectWalletButton />);
  return screen.getByRole('button', { name: 'Connect wallet' });
}

const initial = useSessionStore.getInitialState();
beforeEach(() => useSessionStore.setState({ ...initial, status: 'signedOut' }, true));
afterEach(() => {
  delete window.ethereum;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ConnectWalletButton', () => {
  it('without a wallet extension opens the download page and says so', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(renderButton());
    expect(await screen.findByText('Metamask not found. Please install the Metamask extension.')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(WALLET.downloadUrl, '_blank', 'noopener,noreferrer');
  });

  it('signs in through the wallet extension and the API', async () => {
    window.ethereum = {
      request: vi.fn(async ({ method }: { method: string }) =>
        method === 'eth_requestAccounts' ? [address] : signature,
      ),
    };
    const calls = stubApi({
      [`POST ${api.wallet.nonce.path}`]: () => ({ body: { nonce: 'n1', message: 'Sign in' } }),
      [`POST ${api.wallet.login.path}`]: () => ({ body: { accessToken: 'a', refreshToken: 'r', user } }),
    });
    fireEvent.click(renderButton());
    await waitFor(() => expect(useSessionStore.getState().user).toEqual(user));
    expect(calls.map((c) => c.body)).toEqual([{ walletAddress: address }, { walletAddress: address, signature }]);
  });
});
