import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardLocation, type GuardState } from './guard-decisions';

const signedOut: GuardState = {
  status: 'signedOut',
  initialSetupRequired: false,
  referrer: null,
  signedOutByUser: false,
};
const signedIn: GuardState = { ...signedOut, status: 'signedIn' };
const unknown: GuardState = { ...signedOut, status: 'unknown' };
const setupPending: GuardState = { ...signedOut, initialSetupRequired: true };

function at(path: string): GuardLocation {
  const url = new URL(path, 'http://plaza.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

describe('decideRoute', () => {
  it('waits while retrieval is in flight, whatever the page', () => {
    for (const access of ['public', 'publicOnly', 'authenticated', 'initialSetup'] as const) {
      expect(decideRoute(access, unknown, at('/contacts'))).toEqual({ kind: 'wait' });
    }
  });

  describe('while the initial setup is pending', () => {
    it('sends every other page to /initialize-user, remembering nothing (setup lands on /)', () => {
      for (const access of ['public', 'publicOnly', 'authenticated'] as const) {
        expect(decideRoute(access, setupPending, at('/support'))).toEqual({ kind: 'redirect', to: '/initialize-user' });
      }
    });

    it('shows /initialize-user', () => {
      expect(decideRoute('initialSetup', setupPending, at('/initialize-user'))).toEqual({ kind: 'render' });
    });
  });

  describe('/initialize-user when setup is not required', () => {
    it('sends a visitor to /login', () => {
      expect(decideRoute('initialSetup', signedOut, at('/initialize-user'))).toEqual({
        kind: 'redirect',
        to: '/login',
      });
    });

    it('sends a signed-in user home', () => {
      expect(decideRoute('initialSetup', signedIn, at('/initialize-user'))).toEqual({ kind: 'redirect', to: '/' });
    });
  });

  describe('authenticated pages', () => {
    it('render for a signed-in user', () => {
      expect(decideRoute('authenticated', signedIn, at('/contacts'))).toEqual({ kind: 'render' });
    });

    it('send a visitor to /join keeping the requested location, query and hash included', () => {
      expect(decideRoute('authenticated', signedOut, at('/search/post/cats?x=1#top'))).toEqual({
        kind: 'redirect',
        to: `/join?next=${encodeURIComponent('/search/post/cats?x=1#top')}`,
        referrer: '/search/post/cats?x=1#top',
      });
    });

    it('send a visitor of / to /join without a next', () => {
      expect(decideRoute('authenticated', signedOut, at('/'))).toEqual({
        kind: 'redirect',
        to: '/join',
        referrer: '/',
      });
    });

    it('send a user who just pressed Sign out to /login', () => {
      expect(decideRoute('authenticated', { ...signedOut, signedOutByUser: true }, at('/contacts'))).toEqual({
        kind: 'redirect',
        to: '/login',
      });
    });
  });

  describe('public-only pages', () => {
    it('render for a visitor', () => {
      expect(decideRoute('publicOnly', signedOut, at('/login'))).toEqual({ kind: 'render' });
    });

    it('return a signed-in user to the next of /join', () => {
      expect(decideRoute('publicOnly', signedIn, at('/join?next=%2Fcontacts'))).toEqual({
        kind: 'redirect',
        to: '/contacts',
      });
    });

    it('fall back to the saved referrer, then to /', () => {
      expect(decideRoute('publicOnly', { ...signedIn, referrer: '/messages' }, at('/login'))).toEqual({
        kind: 'redirect',
        to: '/messages',
      });
      expect(decideRoute('publicOnly', signedIn, at('/register'))).toEqual({ kind: 'redirect', to: '/' });
    });

    it('never follow a next that leaves the site', () => {
      expect(decideRoute('publicOnly', signedIn, at('/join?next=%2F%2Fevil.example'))).toEqual({
        kind: 'redirect',
        to: '/',
      });
    });

    it.each([
      '/join?next=/%09/evil.example/x',
      '/join?next=%2F%0A%2Fevil.example',
      '/join?next=/%5Cevil.example',
      '/join?next=/..//evil.example',
      '/join?next=/%252F/evil.example',
    ])('never follow a next the browser would read as another site: %s', (path) => {
      expect(decideRoute('publicOnly', signedIn, at(path))).toEqual({ kind: 'redirect', to: '/' });
      // Nor a referrer saved with such a value.
      const next = new URLSearchParams(at(path).search).get('next');
      expect(decideRoute('publicOnly', { ...signedIn, referrer: next }, at('/login'))).toEqual({
        kind: 'redirect',
        to: '/',
      });
    });
  });

  it('renders public pages for anyone', () => {
    expect(decideRoute('public', signedOut, at('/support'))).toEqual({ kind: 'render' });
    expect(decideRoute('public', signedIn, at('/zone-not-found'))).toEqual({ kind: 'render' });
  });
});
