/** Running many gateway calls at once in tests. */

/**
 * Runs the calls with at most `limit` in flight at any time. 50 at once keeps every retry
 * racing its twins; a thousand at once made wrangler dev's local runtime restart mid-request
 * on a loaded 2-core machine ("Your worker restarted mid-request"), which tests the harness.
 */
export async function inFlight<T>(calls: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(calls.length);
  let next = 0;
  const lane = async () => {
    while (next < calls.length) {
      const i = next++;
      results[i] = await calls[i]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return results;
}

export function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** The same call sent `times` times at once, as a retrying client or a double-clicking player would. */
export const repeated = <T>(times: number, send: () => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: times }, send));
