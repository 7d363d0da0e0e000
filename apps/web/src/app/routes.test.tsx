import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../state/session';
import { queryClient } from '../api/query-client';
import { loadAllPages, routes } from './router';
import { renderApp } from '../testing/render-app';

const user = {
  id: '0b9f5c1e-6a51-4c1e-9d8e-2f1f3a4b5c6d',
  fullName: 'Ada Lovelace',
  userName: 'ada_lovelace',
  email: 'ada@example.com',
  displayPhoto: null,
  isSuperAdmin: true,
  emailVerified: true,
  createdOn: '2025-01-01T10:00:00.000Z',
};

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const failure = (status: number, code: string) => reply(status, { statusCode: status, message: code, error: 'x' });

/** A visitor without a session: retrieval is refused, and so is the refresh it tries. */
function answerAsSignedOut() {
  const answers = [failure(401, 'NOT_SIGNED_IN'), failure(401, 'NOT_SIGNED_IN'), failure(401, 'INVALID_REFRESH_TOKEN')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answers.shift()),
  );
}

function renderAt(path: string) {
  return renderApp(null, { path, routes, client: queryClient }).router;
}

const initial = useSessionStore.getInitialState();

// Pages load on first use; importing them all once here keeps each test's wait short. A screen
// still shows a moment after its session answer (its chunk resolves, then it renders): on a busy
// machine that moment can pass the default second.
beforeAll(() => loadAllPages(), 60_000);
const PAGE_SHOWN = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => useSessionStore.setState(initial, true));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app at start-up', () => {
  it('shows a loader, not a page, while retrieval is in flight', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAt('/contacts');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    answer(reply(200, user));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' }, PAGE_SHOWN)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /join, keeping the requested page', async () => {
    answerAsSignedOut();
    const router = renderAt('/contacts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' }, PAGE_SHOWN),
    ).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/join?next=%2Fcontacts');
    // Accessible names without the required-asterisk, as Playwright's getByLabel sees them.
    expect(screen.getByRole('textbox', { name: 'Email or username' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('type', 'password');
  });

  it('opens the first-run setup while no user exists', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => failure(403, 'INITIAL_USER_REQUIRED')),
    );
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up Plaza' }, PAGE_SHOWN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/initialize-user');
    for (const label of ['Full name', 'Username', 'Email']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Create super admin' })).toBeInTheDocument();
    // Every other page leads back here until setup is done, so no link points to one.
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('signs a visitor of a public page in and back to it', async () => {
    answerAsSignedOut();
    renderAt('/invite?from=grace');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are invited' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/invite?from=grace')}`,
    );
  });

  it('offers the support and API pages under the sign-in card', async () => {
    answerAsSignedOut();
    renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/support');
    expect(screen.getByRole('link', { name: 'API docs' }).getAttribute('href')).toBe('/api-docs');
  });

  it('shows the shell with the home page to a signed-in user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, user)),
    );
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, PAGE_SHOWN)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu$/ })).toBeInTheDocument();
    expect(screen.getByText('You are at')).toBeInTheDocument();
  });

  it('sends a signed-in user home from /join when its next would lead to another site', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, user)),
    );
    // A browser drops the tab: `/<tab>/evil.example/x` is `//evil.example/x`, another site.
    const router = renderAt('/join?next=/%09/evil.example/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, PAGE_SHOWN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/reset-password/{token}', () => {
  it('opens for a signed-out visitor who follows the mailed link', async () => {
    answerAsSignedOut();
    const router = renderAt('/reset-password/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }, PAGE_SHOWN),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/abc');
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('type', 'password');
  });

  it('opens for a signed-in user, inside the app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, user)),
    );
    const router = renderAt('/reset-password/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }, PAGE_SHOWN),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/abc');
    expect(screen.getByRole('button', { name: /Account menu$/ })).toBeInTheDocument();
  });
});
