import type { User } from '@plaza/contract';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { setErrorHandler } from '../../../api/client';
import { createErrorPolicy } from '../../../api/error-policy';
import { showErrorToast } from '../../../lib/toast';
import { useSessionStore } from '../../../state/session';
import { renderApp } from '../../../testing/render-app';

export const me: User = {
  id: '00000000-0000-4000-8000-0000000000aa',
  fullName: 'Ada Lovelace',
  userName: 'ada_admin',
  email: 'ada@plaza.test',
  displayPhoto: null,
  isSuperAdmin: true,
  emailVerified: true,
  createdOn: '2026-01-02T10:00:00.000Z',
};

/** A settings panel as the app shows it: signed in, inside the providers, at `location`. */
export function renderSettings(ui: ReactNode, location: { pathname: string; state?: unknown }, user: User = me) {
  useSessionStore.getState().signedIn(user);
  return renderApp(ui, { path: location.pathname, state: location.state, pattern: '*' });
}

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (request: Sent) => { status?: number; body: unknown } | undefined;

/**
 * A fake server: each call is answered by the first route that knows `METHOD /path` (without /v1
 * and the query), else 404. Returns the calls made, to check what the page sent.
 */
export function stubApi(routes: Record<string, unknown | Answer>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://plaza.test').pathname.replace(/^\/v1/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request = { method: init.method ?? 'GET', path, body };
    sent.push(request);
    const route = routes[`${request.method} ${path}`];
    const answer =
      typeof route === 'function' ? (route as Answer)(request) : route === undefined ? undefined : { body: route };
    if (!answer) return reply(404, { statusCode: 404, message: 'ROUTE_NOT_FOUND', error: 'Not found' });
    return reply(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The error policy as the app wires it, with real toasts (sign-out and zone-not-found do nothing here). */
export function wireErrorToasts(): () => void {
  setErrorHandler(
    createErrorPolicy({ toast: showErrorToast, signOut: () => undefined, zoneNotFound: () => undefined }),
  );
  return () => setErrorHandler(undefined);
}
