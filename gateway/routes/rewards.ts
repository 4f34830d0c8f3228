/**
 * /wps/rewards/* (rewardCenter): shared/contract-member.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). Thin: parse, call, answer. A claim is audited
 * (money_audit) and paid through the ledger once per reward.
 */
import { Hono } from 'hono';
import { rewardClaimSchema, type Reward } from '@shared/contract-member';
import type { MemberRow } from '../db/queries/accounts';
import { findRewardClaimByRequest, rewardClaimRow, rewardFacts, rewardKey } from '../db/queries/rewards';
import { lifetimeTurnover, vipTable } from '../db/queries/vip';
import { claimOnce, type ClaimPayment, type ClaimRefusal } from '../domain/claims';
import { toRewards } from '../domain/rewards';
import { clubRank, levelOf } from '../domain/vip';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { clientIp } from '../lib/visitor';
import { liveMoney } from '../domain/live';

async function memberRewards(db: D1Database, merchant: string, member: MemberRow): Promise<Reward[]> {
  const [facts, table, turnover] = await Promise.all([rewardFacts(db, merchant, member.id), vipTable(db, merchant), lifetimeTurnover(db, member.id)]);
  return toRewards(facts, levelOf(table.levels, turnover, clubRank(member)).level, table.levels);
}

export const rewards = new Hono<AppEnv>();

rewards.get('/', async (c) => ok<Reward[]>(c, await memberRewards(c.env.DB, c.var.merchant.code, c.var.member)));

/** Claims one reward, once: a repeated requestId answers the claimed reward; a claimed or locked reward is refused. */
rewards.post('/claim', async (c) => {
  const body = await jsonBody(c, rewardClaimSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { member } = c.var;
  const now = Date.now();
  const { code, requestId } = body.data;
  const ref = `${code}:${requestId}`;
  const answer = async (code: string) => ok<Reward>(c, (await memberRewards(db, c.var.merchant.code, member)).find((r) => r.code === code)!);
  const outcome = await claimOnce(db, {
    trail: { merchant: c.var.merchant.code, memberId: member.id, action: 'REWARD_CLAIM', ip: clientIp(c), at: now },
    earlier: () => findRewardClaimByRequest(db, member.id, requestId),
    rule: async (): Promise<ClaimRefusal | ClaimPayment> => {
      const reward = (await memberRewards(db, c.var.merchant.code, member)).find((r) => r.code === code);
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
  if (outcome.kind === 'refused') return fail(c, outcome.status, outcome.code, outcome.message);
  if (outcome.kind === 'paid') liveMoney(c, c.var.merchant.code, member.id, 'bonus.paid', { code, amount: outcome.amount });
  return answer(outcome.kind === 'earlier' || outcome.kind === 'same' ? outcome.earlier.code : code);
});
