/**
 * /wps/rescue/* (rescue fund): shared/contract-member.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). Thin: parse, call, answer. A claim is audited
 * (money_audit) and paid through the ledger once per day.
 */
import { Hono } from 'hono';
import { claimRequestSchema, type RescueFund } from '@shared/contract-member';
import { audit, type AuditEntry } from '../domain/audit';
import { findRescueByRequest, insertRescueClaim, rescueFacts } from '../db/queries/rescue';
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
  const found = await rescueOf(db, c.var.merchant.code, member.id, now);
  if (!found) return fail(c, 403, 'FEATURE_DISABLED', 'No rescue fund for this brand');
  const earlier = await findRescueByRequest(db, member.id, body.data.requestId);
  if (earlier && earlier.day === found.period.day) return ok<RescueFund>(c, found.fund);
  const entry = (result: string, amount: number | null): AuditEntry => ({
    merchant: c.var.merchant.code,
    memberId: member.id,
    action: 'RESCUE_CLAIM',
    amount,
    ref: `${found.period.day}:${body.data.requestId}`,
    ip: clientIp(c),
    result,
    at: now,
  });
  const trail = (result: string, amount: number | null) => audit(db, entry(result, amount));
  if (found.fund.state === 'claimed') {
    await trail('ALREADY_CLAIMED', null);
    return fail(c, 409, 'ALREADY_CLAIMED', 'Yesterday has been rescued already');
  }
  if (found.fund.state === 'none') {
    await trail('NOTHING_TO_CLAIM', 0);
    return fail(c, 409, 'NOTHING_TO_CLAIM', 'No loss to rescue');
  }
  const paid = await insertRescueClaim(
    db,
    {
      memberId: member.id,
      day: found.period.day,
      requestId: body.data.requestId,
      loss: found.loss,
      amount: found.fund.amount,
      now,
    },
    entry('PAID', found.fund.amount),
  );
  if (!paid.ok) throw new Error(`rescue claim refused by the ledger: ${paid.reason}`);
  if (paid.duplicate && !(await findRescueByRequest(db, member.id, body.data.requestId))) {
    await trail('ALREADY_CLAIMED', found.fund.amount);
    return fail(c, 409, 'ALREADY_CLAIMED', 'Yesterday has been rescued already');
  }
  // the PAID row is written inside the payment's batch (claimMoveStatements)
  return ok<RescueFund>(c, (await rescueOf(db, c.var.merchant.code, member.id, now))!.fund);
});
