/**
 * globalSetup shared by the gateway, worker and e2e projects: starts the reference gateway
 * (http://127.0.0.1:8798, fresh D1 database) and the portal (http://127.0.0.1:8797) once
 * per vitest run, however many projects list this file, and stops them after the last
 * project's teardown. GATEWAY_URL is the harness's fault front (scripts/fault-front.mjs,
 * :8799), through which the portal reaches the gateway too.
 *
 * The e2e project runs E2E_WORKERS files at a time (its maxWorkers, vitest.config.ts), each
 * file on a server set it holds alone while it runs (tests/setup/urls.ts, holdServerSet): the
 * first set above, and for every further worker another gateway + portal + fresh database, its
 * ports moved up by 50, 60, ...
 * Files that switch the gateway's global state (maintenance, region, faults, latency) then
 * never meet a file running beside them. The extra sets start in the background while the
 * earlier projects run; an e2e file waits for its own (tests/setup/e2e-ready.ts).
 * A whole `node scripts/test.mjs` runs the e2e project in a vitest process of its own beside the
 * others, with TEST_FIRST_SET=1: its first set is then set 1 (ports up by 50), its others 2, ...,
 * so it never touches the other process's set 0.
 * Tests read their set's URLs through tests/setup/urls.ts.
 */
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without type declarations
import { MODES, startServers } from '../../scripts/serve.mjs';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstSet, setLocks, setNote, type ServerSet } from './urls';

const writeNote = (file: string, note: { ready: boolean; error?: string }) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(note));
};

declare module 'vitest' {
  export interface ProvidedContext {
    PORTAL_URL: string;
    GATEWAY_URL: string;
    /** the server sets, one per e2e file running at a time (each file holds one: tests/setup/urls.ts) */
    SERVER_SETS: ServerSet[];
  }
}

interface Servers extends ServerSet {
  stop: () => void;
}

interface Shared {
  servers?: Promise<Servers>;
  users: number;
}

// Every project loads this module on its own; the servers live on the main process's globalThis.
const KEY = Symbol.for('portal.test.servers');
const shared: Shared = ((globalThis as Record<symbol, unknown>)[KEY] as Shared | undefined) ?? { users: 0 };
(globalThis as Record<symbol, unknown>)[KEY] = shared;

process.env.WRANGLER_SEND_METRICS = 'false';

const TEST = (MODES as Record<string, { portal: number; front: number }>).test!;
/**
 * How far the ports of extra set `n` (1, 2, ...) are moved up from the first set's. Runs side by
 * side are PORT_OFFSET 100 apart (README), so a set at 100 or more would take the ports of the
 * next run's first set: refused here with the reason, not found as a port in use later.
 */
const MAX_SHIFT = 99;
const shiftOf = (n: number) => {
  const shift = 40 + 10 * n;
  if (shift + 2 > MAX_SHIFT)
    throw new Error(
      `server set ${n} would use ports ${shift} above its run's, those of a run at the next PORT_OFFSET: at most ${Math.floor((MAX_SHIFT - 42) / 10)} sets above the first (E2E_WORKERS, TEST_FIRST_SET)`,
    );
  return shift;
};
const urlsOf = (shift: number): ServerSet => ({ portal: `http://127.0.0.1:${TEST.portal + shift}`, gateway: `http://127.0.0.1:${TEST.front + shift}` });

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

export default async function setup(project: TestProject) {
  shared.users += 1;
  if (!shared.servers && process.env.REUSE_SERVERS === '1') {
    // development loop: servers already started with `node scripts/serve.mjs --mode test`
    // the gateway as the tests reach it: through the harness's fault front (scripts/serve.mjs)
    shared.servers = Promise.resolve({ stop: () => undefined, ...urlsOf(0) });
  }
  // .ci/run or scripts/test.mjs built the client and checked the brands just before (TEST_CLIENT_BUILT=1): not twice
  const built = process.env.TEST_CLIENT_BUILT === '1';
  if (!shared.servers) {
    const started = Date.now();
    // set 0, or the first set of an e2e process beside the others (TEST_FIRST_SET, scripts/test.mjs)
    const first = firstSet();
    const placing = first ? { shift: shiftOf(first), set: first } : {};
    shared.servers = startServers('test', { build: !built, check: !built, quiet: true, ...placing }) as Promise<Servers>;
    shared.servers.then(
      () => console.log(`[servers] portal and gateway ready in ${seconds(started)} s`),
      () => undefined,
    );
  }
  // the extra sets need the built client: beside the first set when it is built already, else after it
  if (!built) await shared.servers;
  const extra: ServerSet[] = [];
  const mine: Promise<Servers>[] = [];
  // locks left by a run that was killed: no file of this run holds a set yet
  if (project.name === 'e2e') rmSync(setLocks(), { recursive: true, force: true });
  if (project.name === 'e2e' && process.env.REUSE_SERVERS !== '1') {
    for (let n = 1; n < Number(project.config.maxWorkers ?? 1); n++) {
      const started = Date.now();
      const number = firstSet() + n;
      // not awaited: the set comes up while the earlier projects (or the first set) start
      const set = startServers('test', { build: false, check: false, quiet: true, shift: shiftOf(number), set: number }) as Promise<Servers>;
      // the set's word to its e2e files (tests/setup/e2e-ready.ts): up, or why not
      const note = setNote(n);
      rmSync(note, { force: true });
      set.then(
        () => {
          console.log(`[servers] e2e set ${number + 1} ready in ${seconds(started)} s`);
          writeNote(note, { ready: true });
        },
        (error: unknown) => {
          console.error(`[servers] e2e set ${number + 1} failed to start: ${error}`);
          writeNote(note, { ready: false, error: String(error) });
        },
      );
      mine.push(set);
      extra.push(urlsOf(shiftOf(number)));
    }
  }
  let servers: Servers;
  try {
    servers = await shared.servers;
  } catch (error) {
    for (const set of mine)
      void set.then(
        (s) => s.stop(),
        () => undefined,
      );
    throw error;
  }
  process.env.PORTAL_URL = servers.portal;
  process.env.GATEWAY_URL = servers.gateway;
  project.provide('PORTAL_URL', servers.portal);
  project.provide('GATEWAY_URL', servers.gateway);
  project.provide('SERVER_SETS', [{ portal: servers.portal, gateway: servers.gateway }, ...extra]);

  return async () => {
    for (const set of mine) (await set.catch(() => undefined))?.stop();
    shared.users -= 1;
    if (shared.users > 0) return;
    const current = shared.servers;
    shared.servers = undefined;
    (await current)?.stop();
    // give wrangler a moment to take workerd down, so the ports are free for the next run
    await new Promise((r) => setTimeout(r, 500));
  };
}
