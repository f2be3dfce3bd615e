import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'site', root: 'site', include: ['src/**/*.test.ts'] } },
      {
        // The console's providers against the real API, with a happy-dom page for the session cookies.
        test: {
          name: 'admin',
          root: 'admin',
          include: ['test/**/*.test.ts'],
          setupFiles: ['test/browserGlobals.ts'],
          globalSetup: ['../api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'api',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // API test files each build one app on their own database; two at a time fits two cores.
          maxWorkers: 2,
          // Each file builds its own app and closes it, so a worker can take the next file without loading the
          // app's modules again: this halves the run (every file paid about 2 s of imports before).
          isolate: false,
        },
      },
    ],
  },
});
