import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { routes } from './router';
import { renderApp } from '../testing/render-app';
import { useSessionStore } from '../state/session';

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

function renderAt(path: string) {
  return renderApp(null, { path, routes, client: queryClient }).router;
}

const initial = useSessionStore.getState();
beforeEach(() => useSessionStore.setState(initial, true));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/reset-password/{token}', () => {
  it('opens for a signed-out visitor who follows the mailed link', async () => {
    const answers = [
      failure(401, 'NOT_SIGNED_IN'),
      failure(401, 'NOT_SIGNED_IN'),
      failure(401, 'INVALID_REFRESH_TOKEN'),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()),
    );
    const router = renderAt('/reset-password/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/abc');
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('type', 'password');
  });

  it('opens for a signed-in user, inside the app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, user)),
    );
    const router = renderAt('/reset-password/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/abc');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
