/**
 * Assertions at the ledger's boundary, in the spirit of TigerBeetle's: what reaches a batch is
 * checked again here whatever the route's schema said, and a broken assertion is a bug, never a
 * refusal: it throws MoneyAssertionError before anything is written (the gateway's error handler
 * answers 500 and logs the line), so no partial write can follow from a bad amount or key.
 */

import { MAX_MONEY_AMOUNT } from '@shared/api/cashier';

/** The largest amount any single money movement may carry (docs/product.md 4): 10^12 in the brand's minor unit, as every amount schema says. */
export const MAX_MOVEMENT = MAX_MONEY_AMOUNT;

export class MoneyAssertionError extends Error {
  override name = 'MoneyAssertionError';
}

function fail(what: string): never {
  throw new MoneyAssertionError(`money assertion failed: ${what}`);
}

/**
 * A movement's size: a safe integer, positive (zero only where the path allows it: a round
 * that won nothing still settles), at most the path's maximum.
 */
export function assertAmount(amount: unknown, max: number = MAX_MOVEMENT, opts: { zero?: boolean } = {}): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) fail(`amount ${String(amount)} is not a safe integer`);
  if (amount < 0 || (amount === 0 && !opts.zero)) fail(`amount ${amount} is not positive`);
  if (max > MAX_MOVEMENT || !Number.isSafeInteger(max)) fail(`maximum ${max} is not a safe integer within ${MAX_MOVEMENT}`);
  if (amount > max) fail(`amount ${amount} is over the path's maximum ${max}`);
}

/** An idempotency key: `<kind>:<parts>`, printable ASCII without spaces, at most 200 characters. */
const KEY = /^[a-z][a-z0-9-]*:[\x21-\x7e]{1,190}$/;

export function assertKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || !KEY.test(key)) fail(`idempotency key ${JSON.stringify(key)} is not well formed`);
}

/** A known account: a member's id is a positive safe integer. */
export function assertMemberId(id: unknown, role = 'member'): asserts id is number {
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) fail(`${role} id ${String(id)} is not an account`);
}

/** A movement's kind: capitals and underscores (DEPOSIT, WITHDRAW_REFUND, VENDOR_IN, …). */
export function assertKind(kind: unknown): asserts kind is string {
  if (typeof kind !== 'string' || !/^[A-Z][A-Z_]{1,31}$/.test(kind)) fail(`kind ${JSON.stringify(kind)} is not a movement kind`);
}
