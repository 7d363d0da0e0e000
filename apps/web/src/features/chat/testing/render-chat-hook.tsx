import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSessionStore } from '../../../state/session';
import { testQueryClient } from '../../../testing/render-app';
import { ME } from './chat-fixture';

/** Signs ME in, as the signed-in shell would have. */
export function signInAsMe(): void {
  useSessionStore.setState({
    status: 'signedIn',
    user: {
      ...ME,
      email: 'mia@example.com',
      isSuperAdmin: false,
      emailVerified: true,
      createdOn: '2026-01-01T00:00:00.000Z',
    },
  });
}

/** Runs a chat hook as ME, under a query client that may be pre-filled, next to `alongside` (e.g. ChatBridge). */
export function renderChatHook<P, R>(
  hook: (props: P) => R,
  options: { initialProps?: P; client?: QueryClient; alongside?: ReactNode } = {},
) {
  signInAsMe();
  const client = options.client ?? testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {options.alongside}
      {children}
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { initialProps: options.initialProps, wrapper }), client };
}
