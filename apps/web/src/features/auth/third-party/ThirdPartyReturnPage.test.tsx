import { errorText } from '@plaza/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, to } from '../../../routing/paths';
import { useSessionStore } from '../../../state/session';
import { failure, stubApi, type FakeCall } from '../../../testing/fake-api';
import { ada, LOGIN_APPLE, LOGIN_GOOGLE, renderThirdParty, wireErrorToasts } from './testing';

const FAILED = errorText('THIRD_PARTY_AUTH_ERROR');
const initial = useSessionStore.getInitialState();
let toasts: ReturnType<typeof wireErrorToasts>;

beforeEach(() => {
  useSessionStore.setState({ ...initial, status: 'signedOut' }, true);
  toasts = wireErrorToasts();
});
afterEach(() => {
  toasts.unwire();
  vi.unstubAllGlobals();
});

const logins = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

describe('/auth/{name}, back from the provider', () => {
  it('signs a returning user in, sending the code once despite StrictMode', async () => {
    const calls = stubApi({
      [LOGIN_GOOGLE]: () => ({ body: { status: 'signedIn', accessToken: 'a', refreshToken: 'r', user: ada } }),
    });
    renderThirdParty('/auth/google?code=c-1&state=s-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in with Google…' })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signedIn'));
    expect(useSessionStore.getState().user?.userName).toBe('ada_lovelace');
    expect(logins(calls)).toHaveLength(1);
    expect(logins(calls)[0]?.body).toEqual({ code: 'c-1', state: 's-1' });
  });

  it('hands the page asked for before leaving to the route guard, and never another site', async () => {
    const reply = (next: string) => () => ({
      body: { status: 'signedIn', accessToken: 'a', refreshToken: 'r', user: ada, next },
    });
    stubApi({ [LOGIN_GOOGLE]: reply('/contacts?tab=2') });
    renderThirdParty('/auth/google?code=c-7&state=s-7');
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signedIn'));
    expect(useSessionStore.getState().referrer).toBe('/contacts?tab=2');
    cleanup();

    useSessionStore.setState({ ...initial, status: 'signedOut' }, true);
    stubApi({ [LOGIN_GOOGLE]: reply('//evil.example/') });
    renderThirdParty('/auth/google?code=c-8&state=s-8');
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signedIn'));
    expect(useSessionStore.getState().referrer).toBeNull();
  });

  it('sends a new user on to choose a username, naming their e-mail', async () => {
    stubApi({
      [LOGIN_GOOGLE]: () => ({
        body: { status: 'profileRequired', token: 'tok/1', email: 'new@example.com', fullName: 'New Person' },
      }),
    });
    const { router } = renderThirdParty('/auth/google?code=c-2&state=s-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to.completeProfile('tok/1'));
    expect(screen.getByText(/You are signing up as new@example\.com\./)).toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('signedOut');
  });

  it('passes the issuer on when the provider named it', async () => {
    const calls = stubApi({
      [LOGIN_APPLE]: () => ({ body: { status: 'signedIn', accessToken: 'a', refreshToken: 'r', user: ada } }),
    });
    renderThirdParty('/auth/apple?code=c-3&state=s-3&iss=https%3A%2F%2Fappleid.apple.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in with Apple…' })).toBeInTheDocument();
    await waitFor(() => expect(logins(calls)).toHaveLength(1));
    expect(logins(calls)[0]?.body).toEqual({ code: 'c-3', state: 's-3', iss: 'https://appleid.apple.com' });
  });

  it("passes on the name from Apple's first reply", async () => {
    const calls = stubApi({
      [LOGIN_APPLE]: () => ({ body: { status: 'signedIn', accessToken: 'a', refreshToken: 'r', user: ada } }),
    });
    renderThirdParty('/auth/apple?code=c-4&state=s-4&iss=https%3A%2F%2Fappleid.apple.com&fullName=Ada+Lovelace');
    await waitFor(() => expect(logins(calls)).toHaveLength(1));
    expect(logins(calls)[0]?.body).toEqual({
      code: 'c-4',
      state: 's-4',
      iss: 'https://appleid.apple.com',
      fullName: 'Ada Lovelace',
    });
  });

  it('returns to /login with one toast when the server refuses the code', async () => {
    const calls = stubApi({ [LOGIN_GOOGLE]: () => failure(401, 'THIRD_PARTY_AUTH_ERROR') });
    renderThirdParty('/auth/google?code=used&state=s-4');
    expect((await screen.findByTestId('location')).textContent).toBe(PATHS.login);
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(toasts.errorToasts(FAILED)).toBe(1);
    expect(logins(calls)).toHaveLength(1);
    expect(useSessionStore.getState().status).toBe('signedOut');
  });

  it('returns to /login with one toast when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderThirdParty('/auth/google?code=c-5&state=s-5');
    expect((await screen.findByTestId('location')).textContent).toBe(PATHS.login);
    expect(toasts.errorToasts(FAILED)).toBe(1);
    expect(toasts.errorToasts(errorText('NETWORK_ERROR'))).toBe(0);
  });

  it.each([
    ['a missing code', '/auth/google?state=s-6'],
    ['a missing state', '/auth/google?code=c-6'],
    ['an error from the provider', '/auth/apple?error=user_cancelled_authorize&state=s-6'],
    ['an unknown provider', '/auth/github?code=c-6&state=s-6'],
  ])('returns to /login with one toast, asking nothing, for %s', async (_, path) => {
    const calls = stubApi({});
    renderThirdParty(path);
    expect((await screen.findByTestId('location')).textContent).toBe(PATHS.login);
    expect(toasts.errorToasts(FAILED)).toBe(1);
    expect(calls).toHaveLength(0);
  });

  it('says so when the server refused to start because of too many attempts', async () => {
    const calls = stubApi({});
    renderThirdParty('/auth/google?error=TOO_MANY_REQUESTS');
    expect((await screen.findByTestId('location')).textContent).toBe(PATHS.login);
    expect(toasts.errorToasts(errorText('TOO_MANY_REQUESTS'))).toBe(1);
    expect(toasts.errorToasts(FAILED)).toBe(0);
    expect(calls).toHaveLength(0);
  });
});
