/**
 * setupFiles of the e2e project: before a file's tests, it takes a server set that is up and
 * that no other running file holds (tests/setup/urls.ts), and gives it back after its last test.
 * The extra sets start in the background (tests/setup/servers.ts), normally long before the e2e
 * project begins, and note when they are up or why they failed (a failed one is reported once
 * and left out); a file never runs against whatever else happens to answer on its ports.
 */
import { afterAll, inject } from 'vitest';
import { holdServerSet } from './urls';

const { release } = await holdServerSet(Math.max(1, inject('SERVER_SETS')?.length ?? 1));
// a worker that ends without its hooks (a crash) leaves a lock with a dead process id, which the next file takes over
process.once('exit', release);
afterAll(() => {
  process.off('exit', release);
  release();
});
