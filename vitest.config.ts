import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default leaves one core idle, which on a 2-core CI machine means one test file at a
// time; the API tests spend much of their time waiting on sockets and child processes, so two
// files at once keep both cores busy (the embedded-database pass took 8.5 minutes so, on 2 cores).
const maxWorkers = Math.max(2, availableParallelism() - 1);

const webFiles = ['apps/web/src/**/*.test.{ts,tsx}'];
const webFilesMockingModules = [
  'apps/web/src/features/posts/video/live-chat/PostLiveChat.test.tsx',
  'apps/web/src/features/posts/video/LiveVideoPage.test.tsx',
  'apps/web/src/features/home/HomePage.test.tsx',
  'apps/web/src/realtime/RealtimeBridge.test.tsx',
];
const web = {
  environment: 'happy-dom',
  // Above Testing Library's wait (testing/setup.ts), so a slow wait fails with its own message.
  testTimeout: 30_000,
  setupFiles: ['apps/web/src/testing/setup.ts'],
  unstubGlobals: true,
  restoreMocks: true,
} as const;

/** Unit and API tests. The API tests start real servers, so files run in separate forks. */
export default defineConfig({
  test: {
    maxWorkers,
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
          globalSetup: ['apps/server/test/support/database-template.ts'],
          setupFiles: ['apps/server/test/support/setup.ts'],
          // A worker imports the server once for all its files instead of once per file. Files share
          // no state: each starts its own server on its own database, and none mocks modules.
          isolate: false,
        },
      },
      {
        test: {
          ...web,
          name: 'web',
          include: webFiles,
          exclude: webFilesMockingModules,
          // A worker imports React, Mantine and the app once for all its files, and sets up happy-dom
          // once (import and set-up were two thirds of this project's time). Stubbed globals and
          // spies are restored after each test, timers made real again (testing/setup.ts).
          isolate: false,
        },
      },
      // Files that replace a module with vi.mock keep a module registry of their own.
      { test: { ...web, name: 'web-isolated', include: webFilesMockingModules } },
    ],
  },
});
