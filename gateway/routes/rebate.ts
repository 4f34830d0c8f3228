/**
 * /wps/rebate/* (manualRebate) and /wps/vip/status (playerRank): shared/contract-member.ts.
 * Both behind requireSession and requireRealAccount (gateway/index.ts). Thin: parse, call, answer.
 * A claim is audited (money_audit) and paid through the ledger once per period.
 */
import { Hono } from 'hono';
import type { Paged } from '@shared/contract';
import { claimRequestSchema, type RebateClaim, type RebateSummary, type VipStatus } from '@shared/contract-member';
import type { MemberRow } from '../db/queries/accounts';
import { audit, type AuditEntry } from '../domain/audit';
import { findClaimByRequest, insertClaim, lastClaimEnd, pageClaims } from '../db/queries/rebate';
import { turnoverByCategory, vipTable } from '../db/queries/vip';
import { rebateByCategory, rebateTotal, toRebateClaim } from '../domain/rebate';
import { clubRank, levelOf, vipStatus } from '../domain/vip';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { intParam, totalPages } from '../lib/params';
import { clientIp } from '../lib/visitor';

/** The member's level now, the merchant's table, and the period since its last claim with what it earned. */
async function rebateNow(db: D1Database, merchant: string, member: MemberRow, now: number) {
  const [table, from, lifetime] = await Promise.all([vipTable(db, merchant), lastClaimEnd(db, member.id), turnoverByCategory(db, member.id, 0, now)]);
  const level = levelOf(
    table.levels,
    lifetime.reduce((sum, t) => sum + t.turnover, 0),
    clubRank(member),
  );
  const since = from === 0 ? lifetime : await turnoverByCategory(db, member.id, from, now);
  const categories = rebateByCategory(since, table.rates, level.level);
  return { level, from, categories, total: rebateTotal(categories) };
}

export const vip = new Hono<AppEnv>();

vip.get('/status', async (c) => {
  const { levels, rates } = await vipTable(c.env.DB, c.var.merchant.code);
  const turnover = (await turnoverByCategory(c.env.DB, c.var.member.id, 0, Date.now())).reduce((sum, t) => sum + t.turnover, 0);
  return ok<VipStatus>(c, vipStatus(levels, rates, turnover, clubRank(c.var.member)));
});

export const rebate = new Hono<AppEnv>();

rebate.get('/summary', async (c) => {
  // the period ends a millisecond ago: a bet settling now belongs to the next one
  const r = await rebateNow(c.env.DB, c.var.merchant.code, c.var.member, Date.now() - 1);
  return ok<RebateSummary>(c, { level: r.level.level, levelName: r.level.name, since: r.from === 0 ? null : r.from, categories: r.categories, total: r.total });
});

/** Claims what was earned since the last claim, once: a repeated requestId answers the first claim, another claim of the same period is refused. */
rebate.post('/claim', async (c) => {
  const body = await jsonBody(c, claimRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { member } = c.var;
  const earlier = await findClaimByRequest(db, member.id, body.data.requestId);
  if (earlier) return ok<RebateClaim>(c, toRebateClaim(earlier));
  const now = Date.now();
  const r = await rebateNow(db, c.var.merchant.code, member, now - 1);
  const entry = (result: string, amount: number): AuditEntry => ({
    merchant: c.var.merchant.code,
    memberId: member.id,
    action: 'REBATE_CLAIM',
    amount,
    ref: body.data.requestId,
    ip: clientIp(c),
    result,
    at: now,
  });
  const trail = (result: string, amount: number) => audit(db, entry(result, amount));
  if (r.total <= 0) {
    await trail('NOTHING_TO_CLAIM', 0);
    return fail(c, 409, 'NOTHING_TO_CLAIM', 'No rebate to claim');
  }
  const paid = await insertClaim(
    db,
    {
      member_id: member.id,
      request_id: body.data.requestId,
      period_from: r.from,
      period_to: now - 1,
      level: r.level.level,
      amount: r.total,
      details: JSON.stringify(r.categories),
      created_at: now,
    },
    entry('PAID', r.total),
  );
  if (!paid.ok) throw new Error(`rebate claim refused by the ledger: ${paid.reason}`);
  const claim = await findClaimByRequest(db, member.id, body.data.requestId);
  if (paid.duplicate || !claim) {
    // the same requestId landed concurrently (its claim answers), or another claim took the period
    if (claim) return ok<RebateClaim>(c, toRebateClaim(claim));
    await trail('ALREADY_CLAIMED', r.total);
    return fail(c, 409, 'ALREADY_CLAIMED', 'This rebate has been claimed');
  }
  // the PAID row is written inside the payment's batch (claimMoveStatements)
  return ok<RebateClaim>(c, toRebateClaim(claim));
});

rebate.get('/claims', async (c) => {
  const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
  const pageSize = intParam(c.req.query('pageSize'), 10, 1, 50);
  const { rows, total } = await pageClaims(c.env.DB, c.var.member.id, pageNo, pageSize);
  return ok<Paged<RebateClaim>>(c, { list: rows.map(toRebateClaim), totalPages: totalPages(total, pageSize), pageNo });
});
