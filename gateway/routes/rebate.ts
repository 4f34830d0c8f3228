/**
 * /wps/rebate/* (manualRebate) and /wps/vip/status (playerRank): shared/contract-member.ts.
 * Both behind requireSession and requireRealAccount (gateway/index.ts). Thin: parse, call, answer.
 * A claim is audited (money_audit) and paid through the ledger once per period.
 */
import { Hono } from 'hono';
import type { Paged } from '@shared/contract';
import { claimRequestSchema, type RebateClaim, type RebateSummary, type VipStatus } from '@shared/contract-member';
import type { MemberRow } from '../db/queries/accounts';
import { findClaimByRequest, lastClaimEnd, pageClaims, rebateClaimRow, rebateKey } from '../db/queries/rebate';
import { claimOnce, type ClaimPayment, type ClaimRefusal } from '../domain/claims';
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
  const { requestId } = body.data;
  const now = Date.now();
  const outcome = await claimOnce(db, {
    trail: { merchant: c.var.merchant.code, memberId: member.id, action: 'REBATE_CLAIM', ip: clientIp(c), at: now },
    earlier: () => findClaimByRequest(db, member.id, requestId),
    rule: async (): Promise<ClaimRefusal | ClaimPayment> => {
      const r = await rebateNow(db, c.var.merchant.code, member, now - 1);
      if (r.total <= 0) return { refuse: { status: 409, code: 'NOTHING_TO_CLAIM', message: 'No rebate to claim' }, audited: { ref: requestId, amount: 0 } };
      return {
        amount: r.total,
        ref: requestId,
        rows: [
          rebateClaimRow(db, {
            member_id: member.id,
            request_id: requestId,
            period_from: r.from,
            period_to: now - 1,
            level: r.level.level,
            amount: r.total,
            details: JSON.stringify(r.categories),
            created_at: now,
          }),
        ],
        move: { key: rebateKey(member.id, r.from), kind: 'REBATE' },
        taken: { message: 'This rebate has been claimed', amount: r.total },
      };
    },
  });
  if (outcome.kind === 'refused') return fail(c, outcome.status, outcome.code, outcome.message);
  if (outcome.kind === 'earlier' || outcome.kind === 'same') return ok<RebateClaim>(c, toRebateClaim(outcome.earlier));
  // paid: the claim answers as written
  const claim = await findClaimByRequest(db, member.id, requestId);
  if (!claim) throw new Error('a paid rebate claim was not found');
  return ok<RebateClaim>(c, toRebateClaim(claim));
});

rebate.get('/claims', async (c) => {
  const pageNo = intParam(c.req.query('pageNo'), 1, 1, 10_000);
  const pageSize = intParam(c.req.query('pageSize'), 10, 1, 50);
  const { rows, total } = await pageClaims(c.env.DB, c.var.member.id, pageNo, pageSize);
  return ok<Paged<RebateClaim>>(c, { list: rows.map(toRebateClaim), totalPages: totalPages(total, pageSize), pageNo });
});
