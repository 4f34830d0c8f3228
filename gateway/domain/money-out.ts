/**
 * One rule for money leaving the member: a withdrawal, a transfer to the upline agent and an
 * agent's transfer to a downline all take only the withdrawable amount (shared/cashier-rules.ts:
 * bonuses whose turnover is outstanding stay; money held by a pending withdrawal has already
 * left the wallet). Moves between the member's own wallets (main and vendor wallets) are not
 * money leaving. Every way out answers OVER_WITHDRAWABLE with the same numbers.
 */
import { TURNOVER_MULTIPLIER, withdrawable } from '@shared/cashier-rules';
import type { WithdrawableLimit } from '@shared/api/cashier';
import { walletBalance } from '../db/queries/accounts';
import { bonusesAndStakes, withdrawGuardStatements } from '../db/queries/withdrawals';

/** The member's balance and what of it may leave. */
export async function withdrawableOf(db: D1Database, memberId: number): Promise<WithdrawableLimit & { balance: number }> {
  const [balance, turnover] = await Promise.all([walletBalance(db, memberId), bonusesAndStakes(db, memberId)]);
  return { balance, ...withdrawable(balance, turnover.bonuses, turnover.stakes) };
}

/** The refusal's numbers when `amount` is more than may leave, else null (checked again inside the move's batch: moneyOutGuard). */
export async function overWithdrawable(db: D1Database, memberId: number, amount: number): Promise<WithdrawableLimit | null> {
  const { withdrawable: allowed, turnoverOutstanding } = await withdrawableOf(db, memberId);
  return amount > allowed ? { withdrawable: allowed, turnoverOutstanding } : null;
}

/** The statements to put after the debit in the move's batch, so racing moves cannot each spend the same withdrawable money. */
export const moneyOutGuard = (db: D1Database, memberId: number) => withdrawGuardStatements(db, memberId, TURNOVER_MULTIPLIER);
