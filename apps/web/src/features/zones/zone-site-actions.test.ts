import { API_VERSION } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/session';
import { resetZoneState, selectedSubdomain, useZoneStore } from '../../state/zone';
import { bootSession } from './zone-site-actions';

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
const CONFIG = `/${API_VERSION}${api.system.config.path}`;
const RETRIEVE = `/${API_VERSION}${api.auth.retrieve.path}`;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** Answers /app/config and /auth/retrieve, recording each request's App-Subdomain header. */
function serve() {
  const seen: Array<[string, string | undefined]> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push([url, (init.headers as Record<string, string>)['App-Subdomain']]);
      return url === CONFIG ? json({ appUrl: 'http://plaza.test:8123' }) : json(user);
    }),
  );
  return seen;
}

function openAt(url: string) {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);
}

const initialSession = useSessionStore.getInitialState();
const initialZone = useZoneStore.getInitialState();
beforeEach(() => {
  useSessionStore.setState(initialSession, true);
  useZoneStore.setState(initialZone, true);
});
afterEach(() => vi.unstubAllGlobals());

describe('bootSession', () => {
  it('on a zone site, learns its subdomain first and sends it from the first call on', async () => {
    openAt('http://istanbul-cay-evi.plaza.test:8123/');
    const seen = serve();
    await bootSession();
    expect(seen).toEqual([
      [CONFIG, undefined],
      [RETRIEVE, 'istanbul-cay-evi'],
    ]);
    expect(useZoneStore.getState().site).toEqual({ appUrl: 'http://plaza.test:8123', subdomain: 'istanbul-cay-evi' });
    expect(useSessionStore.getState().status).toBe('signedIn');
  });

  it('on the main site, sends no subdomain', async () => {
    openAt('http://plaza.test:8123/');
    const seen = serve();
    await bootSession();
    expect(seen.map(([, subdomain]) => subdomain)).toEqual([undefined, undefined]);
    expect(useZoneStore.getState().site?.subdomain).toBeNull();
  });

  it('on a host that cannot be a zone site, signs in without asking for the configuration', async () => {
    openAt('http://localhost:8000/');
    const seen = serve();
    await bootSession();
    expect(seen).toEqual([[RETRIEVE, undefined]]);
  });
});

describe('selectedSubdomain', () => {
  it("is the selected zone's, else the zone site's, and survives a sign-out on the zone site", () => {
    useZoneStore.getState().setSite({ appUrl: 'http://plaza.test', subdomain: 'cats' });
    expect(selectedSubdomain()).toBe('cats');
    useZoneStore.getState().select({ id: 'z', name: 'Cats', subdomain: 'cats' });
    resetZoneState();
    expect(useZoneStore.getState().selected).toBeNull();
    expect(selectedSubdomain()).toBe('cats');
  });

  it('is null on the main site with no zone selected', () => {
    expect(selectedSubdomain()).toBeNull();
  });
});
