/**
 * /wps/rescue/* (rescue fund): shared/contract-member.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). Thin: parse, call, answer. A claim is audited
 * (money_audit) and paid through the ledger once per day.
 */
import { Hono } from 'hono';
import { claimRequestSchema, type RescueFund } from '@shared/contract-member';
import { findRescueByRequest, rescueClaimRow, rescueFacts, rescueKey } from '../db/queries/rescue';
import { claimOnce, type ClaimPayment, type ClaimRefusal } from '../domain/claims';
import { rescueDay, toRescueFund } from '../domain/rescue';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { clientIp } from '../lib/visitor';

async function rescueOf(db: D1Database, merchant: string, memberId: number, now: number) {
  const period = rescueDay(now);
  const facts = await rescueFacts(db, merchant, memberId, period.start, period.end, period.day);
  return facts.settings ? { period, loss: facts.loss, fund: toRescueFund(facts.settings, period, facts.loss, facts.claimed) } : null;
}

export const rescue = new Hono<AppEnv>();

rescue.get('/', async (c) => {
  const found = await rescueOf(c.env.DB, c.var.merchant.code, c.var.member.id, Date.now());
  if (!found) return fail(c, 403, 'FEATURE_DISABLED', 'No rescue fund for this brand');
  return ok<RescueFund>(c, found.fund);
});

/** Claims yesterday's rescue, once: a repeated requestId answers the claimed rescue; nothing to rescue, or a claimed day, is refused. */
rescue.post('/claim', async (c) => {
  const body = await jsonBody(c, claimRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { member } = c.var;
  const now = Date.now();
  const { requestId } = body.data;
  const found = await rescueOf(db, c.var.merchant.code, member.id, now);
  if (!found) return fail(c, 403, 'FEATURE_DISABLED', 'No rescue fund for this brand');
  const ref = `${found.period.day}:${requestId}`;
  const outcome = await claimOnce(db, {
    trail: { merchant: c.var.merchant.code, memberId: member.id, action: 'RESCUE_CLAIM', ip: clientIp(c), at: now },
    // a request id answers the day it claimed only (a new day's claim under an old id goes on to the rule)
    earlier: async () => {
      const earlier = await findRescueByRequest(db, member.id, requestId);
      return earlier && earlier.day === found.period.day ? earlier : null;
    },
    again: () => findRescueByRequest(db, member.id, requestId),
    rule: async (): Promise<ClaimRefusal | ClaimPayment> => {
      if (found.fund.state === 'claimed')
        return { refuse: { status: 409, code: 'ALREADY_CLAIMED', message: 'Yesterday has been rescued already' }, audited: { ref, amount: null } };
      if (found.fund.state === 'none') return { refuse: { status: 409, code: 'NOTHING_TO_CLAIM', message: 'No loss to rescue' }, audited: { ref, amount: 0 } };
      return {
        amount: found.fund.amount,
        ref,
        rows: [rescueClaimRow(db, { memberId: member.id, day: found.period.day, requestId, loss: found.loss, amount: found.fund.amount, now })],
        move: { key: rescueKey(member.id, found.period.day), kind: 'RESCUE' },
        taken: { message: 'Yesterday has been rescued already', amount: found.fund.amount },
      };
    },
  });
  if (outcome.kind === 'refused') return fail(c, outcome.status, outcome.code, outcome.message);
  if (outcome.kind === 'earlier') return ok<RescueFund>(c, found.fund);
  return ok<RescueFund>(c, (await rescueOf(db, c.var.merchant.code, member.id, now))!.fund);
});
