import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/query-client';
import { cssVariablesResolver, theme } from '../components/theme';
import { TIMING } from '../lib/presentation';
import { router } from './router';

// Modals and toasts (with the scroll area and positioning they carry) load after the first screen:
// both are driven through their stores (`modals.open…`, `notifications.show`), so neither has to
// wrap the app, and a toast shown before its component arrives waits in the store.
const ModalsProvider = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />
          <Notifications position="top-right" autoClose={TIMING.toastMs} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
