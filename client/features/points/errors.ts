import { ApiError } from '../../lib/api-client';

const POINTS_ERRORS: Record<string, string> = {
  INSUFFICIENT_POINTS: 'points.errors.insufficient',
  OUT_OF_STOCK: 'points.errors.outOfStock',
  ITEM_NOT_FOUND: 'points.errors.outOfStock',
  NEED_TRUE_ACCOUNT: 'auth.inNeedTrueAccount',
  NETWORK: 'errors.network',
  TIMEOUT: 'errors.timeout',
  NOT_LOGGED_IN: 'errors.notLoggedIn',
  MAINTENANCE: 'errors.maintenance',
};

/** The translation key of a failed points call: its own message, else the SPEC.md 8 catalogue. */
export const pointsErrorKey = (error: unknown) => (error instanceof ApiError && POINTS_ERRORS[error.code]) || 'errors.unknown';
