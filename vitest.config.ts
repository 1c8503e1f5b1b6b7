import { defineConfig } from 'vitest/config';
import { catalogueModules } from './apps/web/vite-i18n.js';

// One runner for everything (issue 2): unit (shared, web), server integration on both database
// drivers, and browser tests against a real server process.
const resolve = { conditions: ['source', 'module', 'node', 'default'] };
// Tests run in Vite's SSR environment, which takes its own conditions.
const ssr = {
  resolve: { conditions: ['source', 'module', 'node', 'default'], externalConditions: ['source'] },
};
// The server runs on Node, so it resolves packages as Node does: no 'module' condition (the AWS
// SDK's 'module' builds are for bundlers and cannot load in Node unbundled).
const nodeConditions = ['source', 'node', 'default'];
const serverProject = (driver: 'pglite' | 'pg', hard = false) => ({
  resolve: { conditions: nodeConditions },
  ssr: { resolve: { conditions: nodeConditions, externalConditions: ['source'] } },
  test: {
    name: hard ? 'server-hard' : `server-${driver}`,
    // test/hard is the long part of the reliability suite (issue 9): `npm run test:hard`
    include: hard
      ? ['apps/server/test/hard/**/*.test.ts']
      : ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    // files under test/pg-only need a database server that two instances can share
    exclude: [
      'apps/server/test/hard/**',
      ...(driver === 'pg' ? [] : ['apps/server/test/pg-only/**']),
    ].filter((glob) => !(hard && glob === 'apps/server/test/hard/**')),
    environment: 'node',
    globalSetup: [`apps/server/test/global-setup.${driver}.ts`],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: hard ? 600_000 : 30_000,
    hookTimeout: hard ? 120_000 : 60_000,
    // Each file gets its own database; two workers suit these 2-core machines (the hard part
    // measures races and processes, so it runs one file at a time).
    maxWorkers: hard ? 1 : 2,
    // SERVER_TESTS_SHARE_MODULES=1: the files of one worker share one module graph (each still
    // opens its own database and app). Importing the app costs about as much as a small file's
    // tests; measured, not yet the default (decision 036).
    isolate: hard || process.env.SERVER_TESTS_SHARE_MODULES !== '1',
  },
});

export default defineConfig({
  test: {
    // the second reporter records which runs passed, per time zone, for docs/reliability.md
    reporters: ['default', './test-support/figures-reporter.ts'],
    // `// @module-tag clock` on a test file: its results depend on the Manila calendar, so CI reruns
    // it under other time zones (npm run test:tz, decision 030); `--tags-filter clock` picks them.
    tags: [
      { name: 'clock', description: 'Depends on Manila days and times: rerun in other zones.' },
    ],
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'shared',
          // test-support/citations.test.ts: every ARCHITECTURE §N, product §N and decision cited
          // exists, and nothing cites a document outside the repository (issue 21)
          include: ['packages/shared/src/**/*.test.ts', 'test-support/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        // the catalogue's modules (decision 044), for components that show texts
        plugins: [catalogueModules()],
        // scripts/: the repository's own commands (npm start's web build check)
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      serverProject('pg'),
      serverProject('pg', true),
      {
        resolve,
        ssr,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at once, each worker against a product server of its own (its simulators'
          // clock and faults are the worker's alone): e2e/global-setup.ts, decision 036.
          maxWorkers: 2,
          // A browser waits on a real server: give expect.poll a busy machine's patience.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
