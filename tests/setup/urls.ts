/**
 * The portal and gateway this test file talks to: its vitest worker's server set
 * (tests/setup/servers.ts; VITEST_POOL_ID counts the project's workers from 1, and no two
 * files run on one worker at the same time), else the first set.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export interface ServerSet {
  portal: string;
  gateway: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the harness notes whether extra set `n` (1, 2, ...) started: tests/setup/e2e-ready.ts reads it. */
export const setNote = (n: number) => path.join(root, '.tmp', 'server-sets', `${Number(process.env.PORT_OFFSET ?? 0) || 0}-${n}.json`);

/** The index of this worker's set (0 for the first) and its URLs. */
export function serverSet(): ServerSet & { index: number } {
  const env = import.meta.env as Record<string, string | undefined>;
  const sets = inject('SERVER_SETS') ?? [];
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  const index = sets.length ? (pool - 1) % sets.length : 0;
  const mine = sets[index];
  return {
    index,
    portal: mine?.portal ?? inject('PORTAL_URL') ?? env.PORTAL_URL ?? 'http://127.0.0.1:8797',
    gateway: mine?.gateway ?? inject('GATEWAY_URL') ?? env.GATEWAY_URL ?? 'http://127.0.0.1:8798',
  };
}
