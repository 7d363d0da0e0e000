import { buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { useSessionStore } from '../../state/session';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { RegisterWithEmailPage } from './RegisterWithEmailPage';
import { VerifyEmailInfoPage } from './VerifyEmailInfoPage';
import { VerifyEmailPage } from './VerifyEmailPage';
import { MetamaskRegisterPage } from './wallet/MetamaskRegisterPage';

const NEXT = '/invite?from=grace';
const withNext = (path: string, next = NEXT) => `${path}?next=${encodeURIComponent(next)}`;
const USER_ID = '00000000-0000-4000-8000-000000000042';
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const location = () => screen.findByTestId('location');

function open(ui: ReactNode, path: string, pattern: string) {
  return renderApp(ui, { path, pattern });
}

beforeEach(() => useSessionStore.getState().signedOut(false));
afterEach(() => vi.unstubAllGlobals());

describe('the page to come back to, through sign-up', () => {
  it('goes from sign-in to sign-up and back with it', () => {
    stubApi({});
    open(<LoginPage variant="join" />, withNext('/join'), '/join');
    expect(hrefOf('Create an account')).toBe(withNext('/register'));
  });

  it('passes it on from /register to the e-mail form and to sign-in', () => {
    stubApi({});
    open(<RegisterPage />, withNext('/register'), '/register');
    expect(hrefOf('Sign up with e-mail')).toBe(withNext('/register-with-email'));
    expect(hrefOf('Sign in')).toBe(withNext('/join'));
  });

  it('leaves the links plain without one, and drops one that leads off the site', () => {
    stubApi({});
    open(<RegisterPage />, withNext('/register', '//evil.example/'), '/register');
    expect(hrefOf('Sign up with e-mail')).toBe('/register-with-email');
    expect(hrefOf('Sign in')).toBe('/login');
  });

  it('sends it with the sign-up, then shows the mail page that keeps it', async () => {
    const calls = stubApi({ [`POST ${api.account.register.path}`]: () => ({ body: { id: USER_ID } }) });
    open(<RegisterWithEmailPage />, withNext('/register-with-email'), '/register-with-email');
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Kay Newcomer' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'kay@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await location()).toHaveTextContent(withNext(`/verify-email-info/${USER_ID}`));
    expect(calls[0]?.body).toEqual({
      fullName: 'Kay Newcomer',
      email: 'kay@example.com',
      password: 'secret1',
      password1: 'secret1',
      next: NEXT,
    });
  });

  it('sends it with a wallet sign-up, then shows the mail page that keeps it', async () => {
    const walletAddress = '0x52908400098527886e0f7030069857d2e4169ee7';
    const signature = `0x${'ab'.repeat(65)}`;
    const calls = stubApi({ [`POST ${api.wallet.register.path}`]: () => ({ body: { id: USER_ID } }) });
    const path = `/metamask-register?walletAddress=${walletAddress}&signature=${signature}&next=${encodeURIComponent(NEXT)}`;
    open(<MetamaskRegisterPage />, path, '/metamask-register');
    expect(hrefOf('Sign in')).toBe(withNext('/join'));
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Kay Newcomer' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'kay@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await location()).toHaveTextContent(withNext(`/verify-email-info/${USER_ID}`));
    expect(calls[0]?.body).toEqual({
      walletAddress,
      signature,
      fullName: 'Kay Newcomer',
      email: 'kay@example.com',
      next: NEXT,
    });
  });

  it('asks for the mail again with it', async () => {
    const resend = `POST ${buildPath(api.account.resendVerificationMail.path, { id: USER_ID })}`;
    const calls = stubApi({ [resend]: () => ({ body: { success: true } }) });
    open(<VerifyEmailInfoPage />, withNext(`/verify-email-info/${USER_ID}`), '/verify-email-info/:userId');
    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.query.get('next')).toBe(NEXT);
  });
});

describe('after verifying the e-mail', () => {
  const verifyAt = (path: string) =>
    renderApp(null, {
      path,
      routes: [
        { path: '/verify-email/:token', element: <VerifyEmailPage /> },
        { path: '/login', element: <LoginPage variant="login" /> },
      ],
    });

  it('opens sign-in with the address filled in, keeping the page to come back to', async () => {
    const calls = stubApi({
      [`POST ${api.user.userNameCheck.path}`]: () => ({ body: { exists: false, userName: 'kay_new' } }),
      [`POST ${api.account.verifyEmail.path}`]: () => ({ body: { email: 'kay@example.com' } }),
    });
    const { router } = verifyAt(withNext('/verify-email/the-token'));
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'kay_new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByLabelText(/Email or username/)).toHaveValue('kay@example.com');
    expect(router.state.location.pathname + router.state.location.search).toBe(withNext('/login'));
    expect(hrefOf('Create an account')).toBe(withNext('/register'));
    expect(calls.find((c) => c.path === api.account.verifyEmail.path)?.body).toEqual({
      token: 'the-token',
      userName: 'kay_new',
    });
  });

  it('leaves sign-in empty when the link was refused', async () => {
    stubApi({
      [`POST ${api.user.userNameCheck.path}`]: () => ({ body: { exists: false, userName: 'kay_new' } }),
      [`POST ${api.account.verifyEmail.path}`]: () => failure(400, 'INVALID_VERIFICATION_TOKEN'),
    });
    verifyAt('/verify-email/old-token');
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'kay_new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
  });

  it('fills in nothing on a plain visit to sign-in', () => {
    stubApi({});
    open(<LoginPage variant="login" />, '/login', '/login');
    expect(screen.getByLabelText(/Email or username/)).toHaveValue('');
  });
});
