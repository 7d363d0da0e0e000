import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router';
import { confirmHost } from '../components/confirm';
import { cssVariablesResolver, theme } from '../components/theme';
import { toastHost } from '../lib/toast';
import { LocationProbe } from './LocationProbe';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface RenderAppOptions {
  /** The address, e.g. '/video/1?comment=2'; '/' by default. */
  path?: string;
  /** Router state of the first entry (what `navigate(to, { state })` would carry). */
  state?: unknown;
  /** The route `ui` answers, e.g. '/video/:id' ('*': every address); by default exactly `path`. */
  pattern?: string;
  /** A route table instead of `ui` (the app's own routes, or several screens). */
  routes?: RouteObject[];
  /** A query client that may be pre-filled; a fresh one without retries by default. */
  client?: QueryClient;
  /** Render in StrictMode, as in development. */
  strict?: boolean;
}

/**
 * A screen inside the app's providers (theme, query client, modals, toasts) and a memory router.
 * Without `routes`, `ui` answers `pattern` and any other address shows where the screen sent the
 * user (LocationProbe). `rerender` shows a changed `ui` at the same address.
 */
export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const { path = '/', state, client = testQueryClient(), strict = false } = options;
  const shown = holder(ui);
  const routes = options.routes ?? [
    { path: options.pattern ?? parsePath(path).pathname, element: <shown.Slot /> },
    { path: '*', element: <LocationProbe /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] });
  const tree = (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  // The dialogs' and toasts' providers are mounted from the start here: the first one need not wait.
  confirmHost.ready();
  toastHost.ready();
  return { ...view, router, client, rerender: (next: ReactNode) => act(() => shown.set(next)) };
}

/** A route element whose content a test may change after the router was created. */
function holder(initial: ReactNode) {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    Slot: () => useSyncExternalStore(subscribe, () => current),
    set: (next: ReactNode) => {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}
