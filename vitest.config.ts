import { defineConfig } from 'vitest/config';

/** Unit and API tests. The API tests start real servers, so files run in separate forks. */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
    ],
  },
});
