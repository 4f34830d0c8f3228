/** manualRebate: what a member has earned since its last claim, by category, at its level's rates. */
import type { RebateCategory, RebateClaim } from '@shared/api/member';
import type { RebateClaimRow } from '../db/queries/rebate';
import type { RebateRateRow } from '../db/queries/vip';

/** Each category's turnover times its rate (basis points), rounded down; categories without a rate earn nothing. */
export function rebateByCategory(
  turnover: readonly { category: string; turnover: number }[],
  rates: readonly RebateRateRow[],
  level: number,
): RebateCategory[] {
  return turnover
    .filter((t) => t.turnover > 0)
    .map((t) => {
      const rateBps = rates.find((r) => r.level === level && r.category === t.category)?.rate_bps ?? 0;
      return { category: t.category, turnover: t.turnover, rateBps, amount: Math.floor((t.turnover * rateBps) / 10_000) };
    });
}

export const rebateTotal = (categories: readonly RebateCategory[]) => categories.reduce((sum, c) => sum + c.amount, 0);

export const toRebateClaim = (row: RebateClaimRow): RebateClaim => ({
  id: row.id,
  from: row.period_from === 0 ? null : row.period_from,
  to: row.period_to,
  level: row.level,
  amount: row.amount,
  categories: JSON.parse(row.details) as RebateCategory[],
  claimedAt: row.created_at,
});
