import { defineConfig } from 'vitest/config';
import { islandCalls } from './site/src/lib/islandCalls.ts';

/**
 * The API's tests, once per database: on the embedded one (PGlite) and on a PostgreSQL server
 * (TEST_DATABASE=postgres; test/global-setup.ts and test/helpers.ts read it).
 */
const apiProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: 'api',
    include: ['test/**/*.test.ts'],
    exclude,
    globalSetup: ['test/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app and closes it, so a worker can take the next file without loading the
    // app's modules again: this halves the run (every file paid about 2 s of imports before).
    isolate: false,
  },
});

/**
 * The API's tests whose subject is the same on either database: run on PostgreSQL only. The walks over every call and
 * the publishing equality (they compare answers and files), the built site as served, the mail outbox's files and
 * lines, and a client typed from the OpenAPI document.
 */
const engineFree = [
  'test/contract/authorization.test.ts',
  'test/fuzz/fuzz.test.ts',
  'test/publish/regenerate.test.ts',
  'test/web/site.test.ts',
  'test/mail/dev-outbox.test.ts',
  'test/contract/typed-client.test.ts',
];

/** React's modules as the site's build resolves them: Preact's compatibility layer. */
const preactCompat = [
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig({
  test: {
    // One run for every project, both databases included: a file waiting on a process or a timer leaves its core
    // to a file of the other database, where two runs in a row left it idle.
    maxWorkers: 3,
    projects: [
      { test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'] } },
      // The site's islands read the calls they make from the build, and run on Preact's compatibility layer there
      // (site/astro.config.ts): here too.
      { test: { name: 'site', root: 'site', include: ['src/**/*.test.ts'] }, define: islandCalls(), resolve: { alias: preactCompat } },
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
      // The tests whose subject is not the database's engine (PGlite is PostgreSQL's own): once, on PostgreSQL,
      // production's database; the minute of the suite they took again on the embedded run.
      apiProject('api', {}, engineFree),
      // The settings' tests open no database: once, on the embedded run.
      apiProject('api-postgres', { TEST_DATABASE: 'postgres' }, ['test/config.test.ts']),
    ],
  },
});
