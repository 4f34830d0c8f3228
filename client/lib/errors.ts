import { isRouteErrorResponse } from 'react-router';
import { ApiError } from './api-client';

/** Error codes with their own SPEC.md 8 catalogue text. */
const CATALOGUE: Record<string, string> = {
  TIMEOUT: 'errors.timeout',
  NETWORK: 'errors.network',
  NOT_LOGGED_IN: 'errors.notLoggedIn',
  MAINTENANCE: 'errors.maintenance',
  GAME_MAINTENANCE: 'errors.gameMaintenance',
  INVALID_DOMAIN: 'errors.invalidDomain',
};

/**
 * The translation key of an error a player sees: a feature's own text for its codes (`own`),
 * else the SPEC.md 8 catalogue's, else "unknown error".
 */
export function errorKey(error: unknown, own: Readonly<Record<string, string>> = {}): string {
  if (error instanceof ApiError && own[error.code]) return own[error.code]!;
  // SPEC.md 8: a chunk that could not be loaded, even tried again, is the page load time-out
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'errors.timeout';
  if (error instanceof Error) return CATALOGUE[error instanceof ApiError ? error.code : error.message] ?? 'errors.unknown';
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound.text';
  return 'errors.unknown';
}
