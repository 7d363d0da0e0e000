import { errorText, messages } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { TIMING } from '../../../lib/presentation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, to } from '../../../routing/paths';
import { useSessionStore } from '../../../state/session';
import { failure, stubApi, type FakeCall } from '../../../testing/fake-api';
import { ada, COMPLETE, NAME_CHECK, renderThirdParty, wireErrorToasts } from './testing';

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

const signedUp = () => ({ body: { accessToken: 'a', refreshToken: 'r', user: ada } });
const free = () => ({ body: { exists: false, userName: 'x' } });
const typeName = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value } });
const finish = () => fireEvent.click(screen.getByRole('button', { name: 'Finish signing up' }));
const completions = (calls: FakeCall[]) => calls.filter((c) => c.path === api.thirdParty.completeProfile.path);

describe('/complete-profile/{token}', () => {
  it('names the e-mail handed over by the return page', async () => {
    stubApi({});
    renderThirdParty(to.completeProfile('tok-1'), { email: 'ada@example.com', fullName: 'Ada Lovelace' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your profile' })).toBeInTheDocument();
    expect(screen.getByText(/^You are signing up as ada@example\.com\. Choose your username/)).toBeInTheDocument();
  });

  it('still works without the e-mail (e.g. after a reload)', async () => {
    stubApi({});
    renderThirdParty(to.completeProfile('tok-1'));
    expect(await screen.findByText(/^Choose your username to finish signing up/)).toBeInTheDocument();
    expect(screen.queryByText(/You are signing up as/)).not.toBeInTheDocument();
  });

  it('sends the token with the chosen username and signs the user in', async () => {
    const calls = stubApi({ [NAME_CHECK]: free, [COMPLETE]: signedUp });
    renderThirdParty(to.completeProfile('tok-2'), { email: 'ada@example.com' });
    typeName('ada_lovelace');
    finish();
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signedIn'));
    expect(useSessionStore.getState().user?.id).toBe(ada.id);
    expect(completions(calls).map((c) => c.body)).toEqual([{ token: 'tok-2', userName: 'ada_lovelace' }]);
  });

  it('shows the field error and sends nothing for an invalid username', async () => {
    const calls = stubApi({ [COMPLETE]: signedUp });
    renderThirdParty(to.completeProfile('tok-3'));
    typeName('ab');
    finish();
    expect((await screen.findByRole('textbox', { name: 'Username' })).getAttribute('aria-invalid')).toBe('true');
    expect(completions(calls)).toHaveLength(0);
  });

  it('says a taken username is not available and disables the button', async () => {
    stubApi({ [NAME_CHECK]: () => ({ body: { exists: true, userName: 'ada_admin' } }) });
    renderThirdParty(to.completeProfile('tok-4'));
    typeName('ada_admin');
    expect(
      await screen.findByText(
        messages.userNameNotAvailable('ada_admin'),
        {},
        { timeout: TIMING.userNameCheckDebounceMs + 1000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish signing up' }).hasAttribute('disabled')).toBe(true);
  });

  it('toasts a username taken meanwhile, once, and stays', async () => {
    stubApi({ [NAME_CHECK]: free, [COMPLETE]: () => failure(409, 'USERNAME_ALREADY_TAKEN') });
    const { router } = renderThirdParty(to.completeProfile('tok-5'));
    typeName('ada_lovelace');
    finish();
    expect(await screen.findByText(errorText('USERNAME_ALREADY_TAKEN'))).toBeInTheDocument();
    expect(toasts.errorToasts(errorText('USERNAME_ALREADY_TAKEN'))).toBe(1);
    expect(router.state.location.pathname).toBe(to.completeProfile('tok-5'));
    expect(useSessionStore.getState().status).toBe('signedOut');
  });

  it('explains a used or expired link, with a way back to sign in', async () => {
    stubApi({ [NAME_CHECK]: free, [COMPLETE]: () => failure(401, 'THIRD_PARTY_AUTH_ERROR') });
    renderThirdParty(to.completeProfile('tok-6'));
    typeName('ada_lovelace');
    finish();
    expect(await screen.findByText('This sign-up link cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe(PATHS.login);
    expect(toasts.errorToasts(errorText('THIRD_PARTY_AUTH_ERROR'))).toBe(1);
  });
});
