/**
 * /wps/rebate/* (manualRebate) and /wps/vip/status (playerRank): shared/api/member.ts.
 * Both behind requireSession and requireRealAccount (gateway/index.ts). Thin: parse, call, answer.
 * A claim is audited (money_audit) and paid through the ledger once per period (domain/manual-rebate.ts).
 */
import { Hono } from 'hono';
import type { Paged } from '@shared/api';
import { claimRequestSchema, type RebateClaim, type RebateSummary, type VipStatus } from '@shared/api/member';
import { claimRebate, memberVipStatus, rebateClaims, rebateSummary } from '../domain/manual-rebate';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { ok } from '../lib/envelope';
import { intParam } from '../lib/params';
import { answers } from '../lib/answers';

export const vip = new Hono<AppEnv>();

vip.get(
  '/status',
  answers('GET /wps/vip/status', async (c) => ok<VipStatus>(c, await memberVipStatus(c.env.DB, c.var.merchant.code, c.var.member, Date.now()))),
);

export const rebate = new Hono<AppEnv>();

rebate.get(
  '/summary',
  answers('GET /wps/rebate/summary', async (c) => ok<RebateSummary>(c, await rebateSummary(c.env.DB, c.var.merchant.code, c.var.member, Date.now()))),
);

/** Claims what was earned since the last claim, once: a repeated requestId answers the first claim, another claim of the same period is refused. */
rebate.post(
  '/claim',
  answers('POST /wps/rebate/claim', async (c) => {
    const body = await jsonBody(c, claimRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await claimRebate(c.env.DB, caller(c), body.data.requestId));
  }),
);

rebate.get(
  '/claims',
  answers('GET /wps/rebate/claims', async (c) => {
    const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
    const pageSize = intParam(c.req.query('pageSize'), 10, 1, 50);
    return ok<Paged<RebateClaim>>(c, await rebateClaims(c.env.DB, c.var.member.id, pageNo, pageSize));
  }),
);
