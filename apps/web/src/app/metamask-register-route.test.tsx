import { ERRORS, messages } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../api/query-client';
import { routes } from './router';
import { renderApp } from '../testing/render-app';
import { to } from '../routing/paths';
import { useSessionStore } from '../state/session';
import { failure, stubApi, type FakeAnswer } from '../testing/fake-api';
import { wireErrorToasts } from '../features/settings/testing/render-settings';

const address = '0x52908400098527886E0F7030069857D2E4169EE7';
const signature = `0x${'ab'.repeat(65)}`;
const newUserId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const REGISTER = `${api.wallet.register.method} ${api.wallet.register.path}`;

function renderAt(path: string) {
  return renderApp(null, { path, routes, client: queryClient }).router;
}

function openForm(answer: FakeAnswer = () => ({ body: { id: newUserId } })) {
  const calls = stubApi({ [REGISTER]: answer });
  const router = renderAt(to.metamaskRegister(address, signature));
  return { calls, router };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

const initial = useSessionStore.getInitialState();
let unwire: () => void = () => undefined;
beforeEach(() => {
  // Signed out already: no session retrieval, so the fake server sees only the page's calls.
  useSessionStore.setState({ ...initial, status: 'signedOut' }, true);
  unwire = wireErrorToasts();
});
afterEach(() => {
  unwire();
  queryClient.clear();
});

describe('/metamask-register', () => {
  it('creates the account for the wallet and opens the verification info page', async () => {
    const { calls, router } = openForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up with your wallet' })).toBeInTheDocument();
    expect(screen.getByText('0x5290…9ee7')).toBeInTheDocument();
    type('Full name', '  Ada Lovelace ');
    type('Email', 'Ada@Example.com');
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/verify-email-info/${newUserId}`);
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: api.wallet.register.path,
        body: {
          walletAddress: address.toLowerCase(),
          signature,
          fullName: 'Ada Lovelace',
          email: 'ada@example.com',
        },
      },
    ]);
  });

  it("shows the contract's messages for bad input and sends nothing", async () => {
    const { calls } = openForm();
    await screen.findByRole('heading', { level: 1, name: 'Sign up with your wallet' });
    submit();
    expect(await screen.findByText(messages.required('Full name'))).toBeInTheDocument();
    expect(screen.getByText(messages.required('Email'))).toBeInTheDocument();
    type('Email', 'not-an-address');
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    submit();
    expect(calls).toEqual([]);
  });

  it.each([
    ['no signature', `/metamask-register?walletAddress=${address}`, 'This link is incomplete', /lacks your wallet/],
    ['nothing', '/metamask-register', 'This link is incomplete', /lacks your wallet/],
    [
      'a malformed signature',
      `/metamask-register?walletAddress=${address}&signature=0x${'ab'.repeat(10)}zz`,
      'Error signing message with Metamask',
      /^Please enter a valid wallet signature: this link cannot create an account\./,
    ],
    [
      'a malformed address',
      `/metamask-register?walletAddress=0x1234&signature=${signature}`,
      'Error connecting to Metamask',
      /^Please enter a valid wallet address: this link cannot create an account\./,
    ],
  ])('with %s in the link explains it and leads back to connect the wallet', async (_case, path, title, text) => {
    const calls = stubApi({});
    renderAt(path);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect your wallet again' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('after an expired signature toasts once, offers to connect again and keeps what was typed', async () => {
    openForm(() => failure(401, 'WALLET_NONCE_EXPIRED'));
    await screen.findByRole('heading', { level: 1, name: 'Sign up with your wallet' });
    type('Full name', 'Ada Lovelace');
    type('Email', 'ada@example.com');
    submit();
    expect(await screen.findByRole('link', { name: 'Connect your wallet again' })).toBeInTheDocument();
    // The toast comes once the error policy's quiet codes are loaded.
    await waitFor(() => expect(screen.getAllByText(ERRORS.WALLET_NONCE_EXPIRED.text)).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', 'Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.com');
  });

  it('keeps what was typed, with no way-back notice, after another error', async () => {
    openForm(() => failure(409, 'USER_ALREADY_REGISTERED'));
    await screen.findByRole('heading', { level: 1, name: 'Sign up with your wallet' });
    type('Full name', 'Ada Lovelace');
    type('Email', 'ada@example.com');
    submit();
    expect(await screen.findByText(ERRORS.USER_ALREADY_REGISTERED.text)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect your wallet again' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.com');
  });
});
