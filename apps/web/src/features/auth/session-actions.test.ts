import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/session';
import { retrieveSession, signOutLocally } from './session-actions';

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

function serve(...replies: Response[]) {
  const fetch = vi.fn(async () => replies.shift() ?? failure(500, 'INTERNAL_ERROR'));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const initial = useSessionStore.getInitialState();

beforeEach(() => useSessionStore.setState(initial, true));
afterEach(() => vi.unstubAllGlobals());

describe('retrieveSession', () => {
  it('signs the user in', async () => {
    serve(reply(200, user));
    await retrieveSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user: { id: user.id } });
  });

  it('keeps the user signed in after a reload past the access token lifetime (refresh, then retry)', async () => {
    const fetch = serve(failure(401, 'NOT_SIGNED_IN'), reply(200, { accessToken: 'new' }), reply(200, user));
    await retrieveSession();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(useSessionStore.getState().status).toBe('signedIn');
  });

  it('raises the initial-setup flag on INITIAL_USER_REQUIRED', async () => {
    serve(failure(403, 'INITIAL_USER_REQUIRED'));
    await retrieveSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', initialSetupRequired: true });
  });

  it('ends signed out when there is no session to refresh', async () => {
    serve(failure(401, 'NOT_SIGNED_IN'), failure(401, 'NOT_SIGNED_IN'), failure(401, 'INVALID_REFRESH_TOKEN'));
    await retrieveSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, retrievalError: null });
  });

  it('stays undecided with an error to retry when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await retrieveSession();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'unknown',
      retrievalError: 'Could not reach the server. Please check your connection.',
    });
  });

  it('asks once when called twice at the same time', async () => {
    const fetch = serve(reply(200, user));
    await Promise.all([retrieveSession(), retrieveSession()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('signOutLocally', () => {
  it('forgets the user and everything kept in the browser', () => {
    useSessionStore.getState().signedIn(user);
    localStorage.setItem('something', 'x');
    sessionStorage.setItem('other', 'y');
    signOutLocally(true);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, signedOutByUser: true });
    expect(localStorage.getItem('something')).toBeNull();
    expect(sessionStorage.getItem('other')).toBeNull();
  });
});
