import { QueryClient } from '@tanstack/react-query';

/**
 * Errors are already reported by the error policy inside `call`, once per call; an automatic retry
 * would report the same failure again, so retries are off by default.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
