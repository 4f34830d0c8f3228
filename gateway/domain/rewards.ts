/** rewardCenter: each of the brand's rewards as one member sees it: claimable, claimed or locked, and for how much. */
import { TURNOVER_MULTIPLIER } from '@shared/cashier-rules';
import type { Reward } from '@shared/api/member';
import type { RewardClaimRow, RewardDefinitionRow } from '../db/queries/rewards';
import type { VipLevelRow } from '../db/queries/vip';

export interface RewardFacts {
  definitions: RewardDefinitionRow[];
  unlocks: { code: string; amount: number }[];
  claims: RewardClaimRow[];
  firstDeposit: number | null;
}

/** What the reward pays the member now, or null while its condition does not hold. */
function payable(d: RewardDefinitionRow, facts: RewardFacts, level: number): number | null {
  switch (d.kind) {
    case 'first_deposit':
      return facts.firstDeposit === null ? null : Math.min(d.amount, Math.floor((facts.firstDeposit * (d.percent_bps ?? 0)) / 10_000)) || null;
    case 'level_up':
      return level >= (d.level ?? Number.POSITIVE_INFINITY) ? d.amount : null;
    case 'app':
      return facts.unlocks.find((u) => u.code === d.code)?.amount ?? null;
  }
}

export function toRewards(facts: RewardFacts, level: number, levels: readonly VipLevelRow[]): Reward[] {
  // a level-up reward pays the level's upgrade bonus as the VIP table has it now (PUT /__admin/vip/levels)
  const bonusOf = (d: RewardDefinitionRow) => (d.kind === 'level_up' ? (levels.find((l) => l.level === d.level)?.upgrade_bonus ?? d.amount) : d.amount);
  return facts.definitions.map((def) => {
    const d = { ...def, amount: bonusOf(def) };
    const claim = facts.claims.find((c) => c.code === d.code);
    const pays = claim ? claim.amount : payable(d, facts, level);
    const amount = pays ?? d.amount;
    return {
      code: d.code,
      kind: d.kind,
      state: claim ? 'claimed' : pays !== null ? 'claimable' : 'locked',
      amount,
      upTo: pays === null && d.kind !== 'level_up',
      level: d.level,
      levelName: d.level === null ? null : (levels.find((l) => l.level === d.level)?.name ?? null),
      percentBps: d.percent_bps,
      turnoverRequired: amount * TURNOVER_MULTIPLIER,
      claimedAt: claim?.created_at ?? null,
    };
  });
}

/** The app reward's draw at unlock: whole hundreds from a tenth of the ceiling up to it ("up to 131K"). */
export function drawAppReward(ceiling: number, random: number): number {
  const low = Math.ceil(ceiling / 10 / 100);
  const high = Math.floor(ceiling / 100);
  return (low + Math.floor(random * (high - low + 1))) * 100;
}
