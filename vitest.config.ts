import { defineConfig } from 'vitest/config';
import { ALIASES } from './aliases.mjs';
import { e2eWorkers } from './tests/setup/e2e-workers';

/**
 * Four projects, run one after another (sequence.groupOrder) so that tests that switch
 * the gateway's maintenance or region state never overlap tests that read it:
 *   unit     tests/unit/**     pure functions, node, no servers
 *   gateway  tests/gateway/**  the reference gateway over HTTP
 *   worker   tests/worker/**   the edge worker over HTTP (wrangler dev, workerd)
 *   e2e      tests/e2e/**      chromium through playwright-core
 * The last three share one globalSetup (tests/setup/servers.ts) that starts the gateway
 * and the portal once, on the test ports 8798 / 8797, with a fresh D1 database. The e2e
 * files run E2E_WORKERS at a time (2 by default), each worker on a gateway, portal and
 * database of its own, so a file that switches the gateway's global state never meets another.
 */
const SERVERS = ['tests/setup/servers.ts'];

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'gateway',
          include: ['tests/gateway/**/*.test.ts'],
          environment: 'node',
          globalSetup: SERVERS,
          // the admin tests switch maintenance / region of DEMO: one file at a time
          fileParallelism: false,
          testTimeout: 20_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          globalSetup: SERVERS,
          fileParallelism: false,
          // status tests poll up to ~30 s per switch (edge cache of 10 s, stale-while-revalidate)
          testTimeout: 120_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: SERVERS,
          setupFiles: ['tests/setup/e2e-ready.ts'],
          maxWorkers: e2eWorkers(),
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // one more attempt for a browser test that fails once (timing under load); a test
          // that fails twice still fails, and scripts/test.mjs names every test that needed it
          retry: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
