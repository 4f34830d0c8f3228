/**
 * /wps/rewards/* (rewardCenter): shared/contract-member.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). Thin: parse, call, answer. A claim is audited
 * (money_audit) and paid through the ledger once per reward.
 */
import { Hono } from 'hono';
import { rewardClaimSchema, type Reward } from '@shared/contract-member';
import type { MemberRow } from '../db/queries/accounts';
import { audit, type AuditEntry } from '../domain/audit';
import { findRewardClaimByRequest, insertRewardClaim, rewardFacts } from '../db/queries/rewards';
import { lifetimeTurnover, vipTable } from '../db/queries/vip';
import { toRewards } from '../domain/rewards';
import { clubRank, levelOf } from '../domain/vip';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { clientIp } from '../lib/visitor';
import { liveMember } from '../domain/live';

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
  const earlier = await findRewardClaimByRequest(db, member.id, body.data.requestId);
  const answer = async (code: string) => ok<Reward>(c, (await memberRewards(db, c.var.merchant.code, member)).find((r) => r.code === code)!);
  if (earlier) return answer(earlier.code);
  const entry = (result: string, amount: number | null): AuditEntry => ({
    merchant: c.var.merchant.code,
    memberId: member.id,
    action: 'REWARD_CLAIM',
    amount,
    ref: `${body.data.code}:${body.data.requestId}`,
    ip: clientIp(c),
    result,
    at: now,
  });
  const trail = (result: string, amount: number | null) => audit(db, entry(result, amount));
  const reward = (await memberRewards(db, c.var.merchant.code, member)).find((r) => r.code === body.data.code);
  if (!reward) return fail(c, 404, 'REWARD_NOT_FOUND', 'No such reward');
  if (reward.state === 'claimed') {
    await trail('ALREADY_CLAIMED', null);
    return fail(c, 409, 'ALREADY_CLAIMED', 'This reward has been claimed');
  }
  if (reward.state === 'locked') {
    await trail('REWARD_LOCKED', null);
    return fail(c, 409, 'REWARD_LOCKED', 'This reward is not unlocked yet');
  }
  const paid = await insertRewardClaim(
    db,
    {
      member_id: member.id,
      code: reward.code,
      request_id: body.data.requestId,
      amount: reward.amount,
      created_at: now,
    },
    entry('PAID', reward.amount),
  );
  if (!paid.ok) throw new Error(`reward claim refused by the ledger: ${paid.reason}`);
  if (paid.duplicate) {
    // the same requestId landed concurrently (its reward answers), or another claim of the reward won
    const same = await findRewardClaimByRequest(db, member.id, body.data.requestId);
    if (same) return answer(same.code);
    await trail('ALREADY_CLAIMED', reward.amount);
    return fail(c, 409, 'ALREADY_CLAIMED', 'This reward has been claimed');
  }
  // the PAID row is written inside the payment's batch (claimMoveStatements)
  liveMember(c, c.var.merchant.code, member.id, 'bonus.paid', { code: reward.code, amount: reward.amount });
  return answer(reward.code);
});
