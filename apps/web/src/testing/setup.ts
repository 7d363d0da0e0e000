import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor give up after 1 s by default; on a busy 2-core machine the first import of a
// lazily loaded part (transformed on demand) alone can take longer.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The toast queue is Mantine's module state: a toast left by one test would be found by the next.
  notifications.clean();
  // Files share a worker (isolate: false in vitest.config.ts): no fake clock outlives its test.
  vi.useRealTimers();
});
