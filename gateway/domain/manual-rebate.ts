/**
 * manualRebate and playerRank for the member: the level from the lifetime turnover, what the
 * turnover since the last claim earns at that level's rates, and its claim, once per period
 * (domain/claims.ts claimOnce).
 */
import type { Paged } from '@shared/api';
import type { RebateClaim, RebateSummary, VipStatus } from '@shared/api/member';
import type { MemberRow } from '../db/queries/accounts';
import { findClaimByRequest, lastClaimEnd, pageClaims, rebateClaimRow, rebateKey } from '../db/queries/rebate';
import { turnoverByCategory, vipTable } from '../db/queries/vip';
import { totalPages } from '../lib/params';
import type { Caller } from './caller';
import { type ClaimAnswer, type ClaimPayment, type ClaimRefusal, claimOnce, claimRefused, trailOf } from './claims';
import { rebateByCategory, rebateTotal, toRebateClaim } from './rebate';
import { clubRank, levelOf, vipStatus } from './vip';

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

export async function memberVipStatus(db: D1Database, merchant: string, member: MemberRow, now: number): Promise<VipStatus> {
  const { levels, rates } = await vipTable(db, merchant);
  const turnover = (await turnoverByCategory(db, member.id, 0, now)).reduce((sum, t) => sum + t.turnover, 0);
  return vipStatus(levels, rates, turnover, clubRank(member));
}

export async function rebateSummary(db: D1Database, merchant: string, member: MemberRow, now: number): Promise<RebateSummary> {
  // the period ends a millisecond ago: a bet settling now belongs to the next one
  const r = await rebateNow(db, merchant, member, now - 1);
  return { level: r.level.level, levelName: r.level.name, since: r.from === 0 ? null : r.from, categories: r.categories, total: r.total };
}

/** Claims what was earned since the last claim, once: a repeated requestId answers the first claim, another claim of the same period is refused. */
export async function claimRebate(db: D1Database, who: Caller, requestId: string): Promise<ClaimAnswer<RebateClaim>> {
  const { member } = who;
  const now = Date.now();
  const outcome = await claimOnce(db, {
    trail: trailOf(who, 'REBATE_CLAIM', now),
    earlier: () => findClaimByRequest(db, member.id, requestId),
    rule: async (): Promise<ClaimRefusal | ClaimPayment> => {
      const r = await rebateNow(db, who.merchant, member, now - 1);
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
  if (outcome.kind === 'refused') return claimRefused(outcome);
  if (outcome.kind === 'earlier' || outcome.kind === 'same') return { ok: true, value: toRebateClaim(outcome.earlier), paid: null };
  // paid: the claim answers as written
  const claim = await findClaimByRequest(db, member.id, requestId);
  if (!claim) throw new Error('a paid rebate claim was not found');
  return { ok: true, value: toRebateClaim(claim), paid: outcome.kind === 'paid' ? outcome.amount : null };
}

export async function rebateClaims(db: D1Database, memberId: number, pageNo: number, pageSize: number): Promise<Paged<RebateClaim>> {
  const { rows, total } = await pageClaims(db, memberId, pageNo, pageSize);
  return { list: rows.map(toRebateClaim), totalPages: totalPages(total, pageSize), pageNo };
}
