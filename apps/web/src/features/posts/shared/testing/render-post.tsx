import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../../components/theme';
import { LocationProbe } from '../../../../testing/LocationProbe';

/**
 * A posts screen inside the app's providers, at `path` under `pattern`; other addresses show where
 * the screen sent the user. `client` may be pre-filled to start from cached data.
 */
export function renderAt(ui: ReactNode, { path, pattern = path, client = testQueryClient() }: RenderOptions) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, client };
}

interface RenderOptions {
  path: string;
  /** The route the screen answers, e.g. '/video/:id'; by default exactly `path`. */
  pattern?: string;
  client?: QueryClient;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
