/** playerRank (VIP): a member's level from its lifetime turnover and club label, and the level table. */
import { VIP_RANK_THRESHOLD } from '@shared/constants';
import type { VipLevel, VipStatus } from '@shared/api/member';
import type { MemberRow } from '../db/queries/accounts';
import type { RebateRateRow, VipLevelRow } from '../db/queries/vip';

/** The club label's rank (the operator's manual level), 0 without one. */
export function clubRank(member: Pick<MemberRow, 'club_label'>): number {
  if (!member.club_label) return 0;
  try {
    const rank = (JSON.parse(member.club_label) as { rankLevel?: unknown }).rankLevel;
    return typeof rank === 'number' && Number.isInteger(rank) && rank > 0 ? rank : 0;
  } catch {
    return 0;
  }
}

/** The highest level the turnover reaches, or the club rank when higher (capped at the table's top). */
export function levelOf(levels: readonly VipLevelRow[], turnover: number, rank: number): VipLevelRow {
  let reached = levels[0]!;
  for (const l of levels) if (l.min_turnover <= turnover) reached = l;
  if (rank > reached.level) reached = levels.filter((l) => l.level <= rank).at(-1) ?? reached;
  return reached;
}

export const toVipLevels = (levels: readonly VipLevelRow[], rates: readonly RebateRateRow[]): VipLevel[] =>
  levels.map((l) => ({
    level: l.level,
    name: l.name,
    minTurnover: l.min_turnover,
    upgradeBonus: l.upgrade_bonus,
    dailyWithdrawals: l.daily_withdrawals,
    rebateRates: rates.filter((r) => r.level === l.level).map((r) => ({ category: r.category, rateBps: r.rate_bps })),
  }));

export function vipStatus(levels: readonly VipLevelRow[], rates: readonly RebateRateRow[], turnover: number, rank: number): VipStatus {
  const current = levelOf(levels, turnover, rank);
  const next = levels.find((l) => l.level > current.level) ?? null;
  return {
    level: current.level,
    name: current.name,
    turnover,
    next: next && { level: next.level, name: next.name, minTurnover: next.min_turnover, remaining: Math.max(0, next.min_turnover - turnover) },
    levels: toVipLevels(levels, rates),
    // customer service routes by the club label's rank (docs/product.md 2.4), so the entry follows it too
    vipService: rank > VIP_RANK_THRESHOLD,
  };
}
