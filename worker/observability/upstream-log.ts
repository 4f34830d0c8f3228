/**
 * One structured JSON line per upstream failure: which request (its ray id), which brand, which path, what
 * the upstream answered (its status, or null when no answer came) and how long it took.
 * Only the pathname is logged: never the query, a header, a body, a token or a password.
 */
export interface UpstreamFailure {
  /** the request's ray id, as its request line has it (worker/observability/request-log.ts): the two lines of one request match */
  ray: string | null;
  brand: string;
  method: string;
  path: string;
  /** The upstream's HTTP status; null when the call failed before an answer (refused, timed out). */
  upstreamStatus: number | null;
  durationMs: number;
  /** What went wrong, in a word: a 5xx status, no answer in time, no connection, a body of the wrong type, cut mid-way or not JSON. */
  reason: 'status' | 'timeout' | 'network' | 'content-type' | 'cut' | 'malformed';
}

export function logUpstreamFailure(failure: UpstreamFailure, write: (line: string) => void = console.log): void {
  write(
    JSON.stringify({
      event: 'upstream_failure',
      ray: failure.ray,
      brand: failure.brand,
      method: failure.method,
      path: failure.path,
      upstreamStatus: failure.upstreamStatus,
      durationMs: Math.round(failure.durationMs),
      reason: failure.reason,
    }),
  );
}
