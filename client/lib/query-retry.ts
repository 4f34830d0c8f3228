import { ApiError } from './api-client';

/**
 * Whether a failed browser query goes again: once, unless it timed out. A timed-out call
 * already took the worker's whole upstream time-out; a second would keep the spinner up
 * past the request time-out, so the player gets the catalogue text and a retry.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.code === 'TIMEOUT') return false;
  return failureCount < 1;
}
