/**
 * /wps/rescue/* (rescue fund): shared/api/member.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). Thin: parse, call, answer. A claim is audited
 * (money_audit) and paid through the ledger once per day (domain/rescue-fund.ts).
 */
import { Hono } from 'hono';
import { claimRequestSchema } from '@shared/api/member';
import { claimRescue, rescueFund } from '../domain/rescue-fund';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { answers } from '../lib/answers';

export const rescue = new Hono<AppEnv>();

rescue.get(
  '/',
  answers('GET /wps/rescue', async (c) => answer(c, await rescueFund(c.env.DB, c.var.merchant.code, c.var.member.id, Date.now()))),
);

/** Claims yesterday's rescue, once: a repeated requestId answers the claimed rescue; nothing to rescue, or a claimed day, is refused. */
rescue.post(
  '/claim',
  answers('POST /wps/rescue/claim', async (c) => {
    const body = await jsonBody(c, claimRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await claimRescue(c.env.DB, caller(c), body.data.requestId));
  }),
);
