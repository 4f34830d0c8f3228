/**
 * Sends the page's errors to the worker (worker/observability/client-errors.ts), loaded by
 * client/lib/error-capture.ts on the first error only. Each error once per page view (by its
 * message), at most MAX_REPORTS in all, with sendBeacon (it survives the page being hidden or
 * left). Only the error's name, message and stack and the page's path go: no query, no input,
 * nothing of the member; the worker masks what could still identify someone.
 */
import type { ErrorKind } from './error-capture';

const MAX_REPORTS = 5;
const seen = new Set<string>();

export function report(kind: ErrorKind, error: unknown): void {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
  if (seen.has(message) || seen.size >= MAX_REPORTS) return;
  seen.add(message);
  const stack = error instanceof Error ? error.stack?.slice(0, 1500) : undefined;
  globalThis.navigator?.sendBeacon?.('/client-errors', JSON.stringify({ kind, message, stack, route: location.pathname.slice(0, 300) }));
}
