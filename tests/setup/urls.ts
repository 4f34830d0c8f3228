/**
 * The portal and gateway this test file talks to. An e2e file holds a server set of its own
 * while it runs (tests/setup/e2e-ready.ts takes one and notes its index in E2E_SERVER_SET);
 * every other file, and an e2e file before its set is taken, talks to the first set.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export interface ServerSet {
  portal: string;
  gateway: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const offset = () => Number(process.env.PORT_OFFSET ?? 0) || 0;

/**
 * The number of this vitest process's first server set (TEST_FIRST_SET, 0 by default): when
 * scripts/test.mjs runs the e2e project in a process of its own beside the other projects, the
 * e2e files' sets are numbered from 1 and never the other process's set 0. Set `n` of
 * SERVER_SETS is set number firstSet() + n.
 */
export const firstSet = () => Number(process.env.TEST_FIRST_SET ?? 0) || 0;

/** Where the harness notes whether extra set `n` (1, 2, ...) started: tests/setup/e2e-ready.ts reads it. */
export const setNote = (n: number) => path.join(root, '.tmp', 'server-sets', `${offset()}-${firstSet() + n}.json`);

/** The folder of the sets' locks: a file per set held by an e2e file, holding its process id. */
export const setLocks = () => path.join(root, '.tmp', 'server-sets', `locks-${offset()}-${firstSet()}`);
const lockOf = (n: number) => path.join(setLocks(), `set-${n}`);

/** The index of this file's set (0 for the first) and its URLs. */
export function serverSet(): ServerSet & { index: number } {
  const env = import.meta.env as Record<string, string | undefined>;
  const sets = inject('SERVER_SETS') ?? [];
  const held = Number(process.env.E2E_SERVER_SET);
  const index = Number.isInteger(held) && held >= 0 && held < sets.length ? held : 0;
  const mine = sets[index];
  return {
    index,
    portal: mine?.portal ?? inject('PORTAL_URL') ?? env.PORTAL_URL ?? 'http://127.0.0.1:8797',
    gateway: mine?.gateway ?? inject('GATEWAY_URL') ?? env.GATEWAY_URL ?? 'http://127.0.0.1:8798',
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Takes set `n` for this process if no living process holds it (a lock left by a crashed worker is taken over). */
function tryLock(n: number): boolean {
  const file = lockOf(n);
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(existsSync(file) ? readFileSync(file, 'utf8') : NaN);
    if (holder && holder !== process.pid && alive(holder)) return false;
    rmSync(file, { force: true });
    return tryLock(n);
  }
}

/** Whether set `n` is up: the first set always is (the harness awaited it); an extra one once its note says so. */
export function setUp(n: number): 'up' | 'starting' | 'failed' {
  if (n === 0) return 'up';
  const note = setNote(n);
  if (!existsSync(note)) return 'starting';
  return (JSON.parse(readFileSync(note, 'utf8')) as { ready: boolean }).ready ? 'up' : 'failed';
}

/**
 * Takes a server set that is up and that no other running file holds, waiting for one to come
 * free, and notes it for serverSet(). Two files side by side then never share a gateway whose
 * maintenance, region or faults one of them switches; a set still starting is not waited for
 * while another is free, and one that failed to start is never taken (its files run on the
 * others). Returns the index and how to give the set back.
 */
export async function holdServerSet(count: number): Promise<{ index: number; release: () => void }> {
  mkdirSync(setLocks(), { recursive: true });
  const until = Date.now() + 900_000;
  for (;;) {
    for (let n = 0; n < count; n++) {
      if (setUp(n) === 'up' && tryLock(n)) {
        process.env.E2E_SERVER_SET = String(n);
        return { index: n, release: () => rmSync(lockOf(n), { force: true }) };
      }
    }
    if (Date.now() > until) throw new Error(`no e2e server set came free within 15 minutes (${count} sets)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
