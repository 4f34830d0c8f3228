import { isRouteErrorResponse } from 'react-router';
import { ApiError } from './api-client';

/** An area's own texts: the gateway's error code, and the translation key that explains it there. */
export type ErrorTexts = Readonly<Record<string, string>>;

/**
 * The docs/product.md 8 catalogue: codes that read the same wherever they happen. An area adds the
 * codes only its calls answer (client/features/<area>/errors.ts), never one of these again.
 */
const CATALOGUE: ErrorTexts = {
  TIMEOUT: 'errors.timeout',
  NETWORK: 'errors.network',
  NOT_LOGGED_IN: 'errors.notLoggedIn',
  MAINTENANCE: 'errors.maintenance',
  GAME_MAINTENANCE: 'errors.gameMaintenance',
  INVALID_DOMAIN: 'errors.invalidDomain',
  // the region gate's 451 (the page then loads the restriction screen: client/app/session-end.ts)
  REGION_BLOCKED: 'status.region.text',
  // a trial account asked for what only a real account may do (deposit, claim, apply, redeem)
  NEED_TRUE_ACCOUNT: 'auth.inNeedTrueAccount',
  // money refusals every form that moves money shares (both centres); their texts carry the
  // answer's numbers (tries left, the lock's end, withdrawals a day, the withdrawable amount:
  // moneyErrorVars in ./money-errors.ts)
  PAYMENT_PASSWORD_WRONG: 'withdraw.errors.passwordTriesLeft',
  PAYMENT_PASSWORD_LOCKED: 'withdraw.errors.passwordLocked',
  DAILY_WITHDRAWALS_REACHED: 'withdraw.errors.dailyLimit',
  IDEMPOTENCY_KEY_REUSED: 'errors.requestReused',
  // every report and record page: a range longer than 92 days (shared/api/range.ts)
  RANGE_TOO_LONG: 'errors.rangeTooLong',
  OVER_WITHDRAWABLE: 'withdraw.errors.overWithdrawableAmount',
  // the second factor, on a login or a money step (tries left and a lock's end as the PIN's)
  SECOND_FACTOR_REQUIRED: 'secondFactor.errors.required',
  SECOND_FACTOR_WRONG: 'secondFactor.errors.wrong',
  SECOND_FACTOR_LOCKED: 'secondFactor.errors.locked',
  // a factor this session added proves its money steps only after the brand's cool-off ({{time}})
  SECOND_FACTOR_COOLING: 'secondFactor.errors.cooling',
};

// own keys only: an error message such as "constructor" must not read Object's prototype
const textOf = (texts: ErrorTexts, code: string) => (Object.hasOwn(texts, code) ? texts[code] : undefined);

/**
 * The translation key of an error a player sees: the area's own text for its codes (`own`),
 * else the catalogue's, else `unknown`.
 */
export function errorKey(error: unknown, own: ErrorTexts = {}, unknown = 'errors.unknown'): string {
  // docs/product.md 8: a chunk that could not be loaded, even tried again, is the page load time-out
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'errors.timeout';
  if (error instanceof Error) {
    const code = error instanceof ApiError ? error.code : error.message;
    return textOf(own, code) ?? textOf(CATALOGUE, code) ?? unknown;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound.text';
  return unknown;
}

/** An area's resolver: its own texts over the catalogue (and its own "unknown" text, if it has one). */
export const errorKeys =
  (own: ErrorTexts, unknown?: string) =>
  (error: unknown): string =>
    errorKey(error, own, unknown);
