/** rewardCenter for the member: the brand's rewards as the member sees them, and a reward's claim (domain/claims.ts claimOnce). */
import type { Reward } from '@shared/api/member';
import type { MemberRow } from '../db/queries/accounts';
import { findRewardClaimByRequest, rewardClaimRow, rewardFacts, rewardKey } from '../db/queries/rewards';
import { lifetimeTurnover, vipTable } from '../db/queries/vip';
import type { Caller } from './caller';
import { type ClaimAnswer, type ClaimPayment, type ClaimRefusal, claimOnce, claimRefused, trailOf } from './claims';
import { toRewards } from './rewards';
import { clubRank, levelOf } from './vip';

export async function memberRewards(db: D1Database, merchant: string, member: MemberRow): Promise<Reward[]> {
  const [facts, table, turnover] = await Promise.all([rewardFacts(db, merchant, member.id), vipTable(db, merchant), lifetimeTurnover(db, member.id)]);
  return toRewards(facts, levelOf(table.levels, turnover, clubRank(member)).level, table.levels);
}

/** Claims one reward, once: a repeated requestId answers the claimed reward; a claimed or locked reward is refused. */
export async function claimReward(db: D1Database, who: Caller, code: string, requestId: string): Promise<ClaimAnswer<Reward>> {
  const { member } = who;
  const now = Date.now();
  const ref = `${code}:${requestId}`;
  const outcome = await claimOnce(db, {
    trail: trailOf(who, 'REWARD_CLAIM', now),
    earlier: () => findRewardClaimByRequest(db, member.id, requestId),
    rule: async (): Promise<ClaimRefusal | ClaimPayment> => {
      const reward = (await memberRewards(db, who.merchant, member)).find((r) => r.code === code);
      if (!reward) return { refuse: { status: 404, code: 'REWARD_NOT_FOUND', message: 'No such reward' }, audited: false };
      if (reward.state === 'claimed')
        return { refuse: { status: 409, code: 'ALREADY_CLAIMED', message: 'This reward has been claimed' }, audited: { ref, amount: null } };
      if (reward.state === 'locked')
        return { refuse: { status: 409, code: 'REWARD_LOCKED', message: 'This reward is not unlocked yet' }, audited: { ref, amount: null } };
      return {
        amount: reward.amount,
        ref,
        rows: [rewardClaimRow(db, { member_id: member.id, code: reward.code, request_id: requestId, amount: reward.amount, created_at: now })],
        move: { key: rewardKey(member.id, reward.code), kind: 'REWARD' },
        taken: { message: 'This reward has been claimed', amount: reward.amount },
      };
    },
  });
  if (outcome.kind === 'refused') return claimRefused(outcome);
  const claimed = outcome.kind === 'earlier' || outcome.kind === 'same' ? outcome.earlier.code : code;
  const value = (await memberRewards(db, who.merchant, member)).find((r) => r.code === claimed)!;
  return { ok: true, value, paid: outcome.kind === 'paid' ? outcome.amount : null };
}
