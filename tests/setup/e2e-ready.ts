/**
 * setupFiles of the e2e project: before a file's tests, it takes a server set no other running
 * file holds (tests/setup/urls.ts), waits until that set is up, and gives it back after its
 * last test. The extra sets start in the background (tests/setup/servers.ts), normally long
 * before the e2e project begins, and note when they are up or why they failed; a file never
 * runs against whatever else happens to answer on its ports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, inject } from 'vitest';
import { holdServerSet, setNote } from './urls';

const { index, release } = await holdServerSet(Math.max(1, inject('SERVER_SETS')?.length ?? 1));
// a worker that ends without its hooks (a crash) leaves a lock with a dead process id, which the next file takes over
process.once('exit', release);
afterAll(() => {
  process.off('exit', release);
  release();
});

if (index > 0) {
  const note = setNote(index);
  // a set starts in about half a minute, but several minutes on a loaded machine
  const until = Date.now() + 600_000;
  while (!existsSync(note)) {
    if (Date.now() > until) throw new Error(`e2e server set ${index + 1} did not start within 10 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const { ready, error } = JSON.parse(readFileSync(note, 'utf8')) as { ready: boolean; error?: string };
  if (!ready) throw new Error(`e2e server set ${index + 1} failed to start: ${error}`);
}
