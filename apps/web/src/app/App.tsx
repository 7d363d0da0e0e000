import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../api/query-client';
import { confirmHost } from '../components/confirm';
import { OnDemandHost } from '../components/OnDemandHost';
import { cssVariablesResolver, theme } from '../components/theme';
import { TIMING } from '../lib/presentation';
import { toastHost } from '../lib/toast';
import { AppRoutes } from './AppRoutes';

// Confirm dialogs and toasts (with the scroll lock, transitions and positioning they carry) load
// with the first one shown: both are driven through their stores (`openConfirmModal`, `showToast`),
// so neither has to wrap the app, and the first waits for its code.
const ModalsProvider = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <OnDemandHost host={confirmHost}>
          <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />
        </OnDemandHost>
        <OnDemandHost host={toastHost}>
          <Notifications position="top-right" autoClose={TIMING.toastMs} />
        </OnDemandHost>
      </QueryClientProvider>
    </MantineProvider>
  );
}
