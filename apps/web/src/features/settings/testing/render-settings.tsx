import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { User } from '@plaza/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { setErrorHandler } from '../../../api/client';
import { createErrorPolicy } from '../../../api/error-policy';
import { theme } from '../../../components/theme';
import { showErrorToast } from '../../../lib/toast';
import { useSessionStore } from '../../../state/session';

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

/** A settings panel as the app shows it: signed in, inside the providers and a router. */
export function renderSettings(ui: ReactNode, location: { pathname: string; state?: unknown }, user: User = me) {
  useSessionStore.getState().signedIn(user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[location]}>{ui}</MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
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
