import * as api from '@plaza/contract/api';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { urlFor } from '../../../api/request';
import { failure, stubApi, type FakeCall } from '../../../testing/fake-api';
import { PROVIDERS, wireErrorToasts } from './testing';
import { ThirdPartyButtons } from './ThirdPartyButtons';
import { renderApp } from '../../../testing/render-app';

function show(at = '/login') {
  return renderApp(<ThirdPartyButtons />, { path: at, pattern: '*' });
}

const asked = (calls: FakeCall[]) =>
  waitFor(() => expect(calls.map((c) => c.path)).toContain(api.thirdParty.providers.path));
const startOf = (provider: 'google' | 'apple') => urlFor(api.thirdParty.start, { params: { provider } });

let toasts: ReturnType<typeof wireErrorToasts>;
beforeEach(() => (toasts = wireErrorToasts()));
afterEach(() => {
  toasts.unwire();
  vi.unstubAllGlobals();
});

describe('the third-party sign-in buttons', () => {
  it('offers each configured provider as a link to its start address', async () => {
    stubApi({ [PROVIDERS]: () => ({ body: { providers: ['google', 'apple'] } }) });
    show();
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(startOf('google'));
    expect(google.getAttribute('href')).toMatch(/^\/v\d+\/auth\/third-party\/google\/start$/);
    expect(screen.getByRole('link', { name: 'Continue with Apple' }).getAttribute('href')).toBe(startOf('apple'));
  });

  it('shows only the providers the server names', async () => {
    stubApi({ [PROVIDERS]: () => ({ body: { providers: ['apple'] } }) });
    show();
    expect(await screen.findByRole('link', { name: 'Continue with Apple' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('renders nothing when none is configured', async () => {
    const calls = stubApi({ [PROVIDERS]: () => ({ body: { providers: [] } }) });
    const { container } = show();
    await asked(calls);
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });

  it('renders nothing, and toasts nothing, when the question fails', async () => {
    const calls = stubApi({ [PROVIDERS]: () => failure(500, 'INTERNAL_ERROR') });
    const { container } = show();
    await asked(calls);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(toasts.errorToasts()).toBe(0);
  });

  it('asks to come back to the page requested on /join', async () => {
    stubApi({ [PROVIDERS]: () => ({ body: { providers: ['google'] } }) });
    show('/join?next=%2Fmessages');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(
      urlFor(api.thirdParty.start, { params: { provider: 'google' }, query: { next: '/messages' } }),
    );
  });
});
