import { defineConfig } from 'vitest/config';
import { ALIASES } from './aliases.mjs';
import LongestFirst from './tests/setup/sequencer.ts';

/**
 * Four projects, run one after another (sequence.groupOrder) so that tests that switch
 * the gateway's maintenance or region state never overlap tests that read it (a whole
 * `node scripts/test.mjs` runs e2e in a second process beside the others, on server sets of its own):
 *   unit     tests/unit/**     pure functions, node, no servers
 *   gateway  tests/gateway/**  the reference gateway over HTTP
 *   worker   tests/worker/**   the edge worker over HTTP (wrangler dev, workerd)
 *   e2e      tests/e2e/**      chromium through playwright-core
 * The last three share one globalSetup (tests/setup/servers.ts) that starts the gateway
 * and the portal once, on the test ports 8798 / 8797, with a fresh D1 database. The e2e
 * files run E2E_WORKERS at a time (2 by default), each on a gateway, portal and
 * database it holds alone, so a file that switches the gateway's global state never meets another.
 */
const SERVERS = ['tests/setup/servers.ts'];
/** node's fetch with no kept-alive connections in the projects that talk to the servers (the file says why) */
const ONE_SHOT = 'tests/setup/one-shot-connections.ts';

/**
 * How many e2e files run at a time, each on a server set it holds alone while it runs
 * (tests/setup/urls.ts, holdServerSet; tests/setup/servers.ts starts one set per worker):
 * E2E_WORKERS, or 2. Each adds a gateway, a portal and a Chromium, so more than the machine's
 * cores mostly adds waiting.
 */
const asked = Number(process.env.E2E_WORKERS);
const E2E_WORKERS = Number.isInteger(asked) && asked >= 1 ? asked : 2;

export default defineConfig({
  test: {
    reporters: ['default'],
    // each project's files longest first, from committed weights (a fresh clone has no cache of durations)
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // a test that imports every centre page (tests/unit/centre-registry.test.ts) takes 5 s
          // and more, vitest's default limit, on this 2-core machine when others run tests too
          testTimeout: 30_000,
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
          setupFiles: [ONE_SHOT],
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
          setupFiles: [ONE_SHOT],
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
          setupFiles: [ONE_SHOT, 'tests/setup/e2e-ready.ts'],
          maxWorkers: E2E_WORKERS,
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // expect.poll's own default gives up after 1 s: shorter than a click, a call through the
          // portal and a render take on this shared 2-core machine under load, which made tests
          // fail on a condition that came true a moment later. The conditions are the same.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // one more attempt for a browser test that fails once (timing under load); a test
          // that fails twice still fails, and scripts/test.mjs names every test that needed it
          retry: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
