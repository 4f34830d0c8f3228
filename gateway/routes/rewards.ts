/**
 * /wps/rewards/* (rewardCenter): shared/api/member.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). Thin: parse, call, answer. A claim is audited
 * (money_audit) and paid through the ledger once per reward (domain/reward-claims.ts).
 */
import { Hono } from 'hono';
import { rewardClaimSchema, type Reward } from '@shared/api/member';
import { claimReward, memberRewards } from '../domain/reward-claims';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { ok } from '../lib/envelope';
import { answers } from '../lib/answers';
import { liveMoney } from '../domain/live';

export const rewards = new Hono<AppEnv>();

rewards.get(
  '/',
  answers('GET /wps/rewards', async (c) => ok<Reward[]>(c, await memberRewards(c.env.DB, c.var.merchant.code, c.var.member))),
);

/** Claims one reward, once: a repeated requestId answers the claimed reward; a claimed or locked reward is refused. */
rewards.post(
  '/claim',
  answers('POST /wps/rewards/claim', async (c) => {
    const body = await jsonBody(c, rewardClaimSchema);
    if (!body.ok) return body.response;
    const { code, requestId } = body.data;
    const claimed = await claimReward(c.env.DB, caller(c), code, requestId);
    if (claimed.ok && claimed.paid !== null) liveMoney(c, c.var.merchant.code, c.var.member.id, 'bonus.paid', { code, amount: claimed.paid });
    return answer(c, claimed);
  }),
);
