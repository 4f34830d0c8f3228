/** The rescue fund for the member: yesterday's loss and what it earns, and its claim, once a day (domain/claims.ts claimOnce). */
import type { RescueFund } from '@shared/api/member';
import { findRescueByRequest, rescueClaimRow, rescueFacts, rescueKey } from '../db/queries/rescue';
import type { Caller } from './caller';
import { type ClaimAnswer, type ClaimPayment, type ClaimRefusal, claimOnce, claimRefused, trailOf } from './claims';
import { refuse } from './outcome';
import { rescueDay, toRescueFund } from './rescue';

/** Yesterday's rescue as the member sees it, with its period and loss; null when the brand has no rescue fund. */
async function rescueOf(db: D1Database, merchant: string, memberId: number, now: number) {
  const period = rescueDay(now);
  const facts = await rescueFacts(db, merchant, memberId, period.start, period.end, period.day);
  return facts.settings ? { period, loss: facts.loss, fund: toRescueFund(facts.settings, period, facts.loss, facts.claimed) } : null;
}

const noFund = () => refuse(403, 'FEATURE_DISABLED', 'No rescue fund for this brand');

export async function rescueFund(db: D1Database, merchant: string, memberId: number, now: number) {
  const found = await rescueOf(db, merchant, memberId, now);
  return found ? { ok: true as const, value: found.fund } : noFund();
}

/** Claims yesterday's rescue, once: a repeated requestId answers the claimed rescue; nothing to rescue, or a claimed day, is refused. */
export async function claimRescue(db: D1Database, who: Caller, requestId: string): Promise<ClaimAnswer<RescueFund>> {
  const { member } = who;
  const now = Date.now();
  const found = await rescueOf(db, who.merchant, member.id, now);
  if (!found) return noFund();
  const ref = `${found.period.day}:${requestId}`;
  const outcome = await claimOnce(db, {
    trail: trailOf(who, 'RESCUE_CLAIM', now),
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
  if (outcome.kind === 'refused') return claimRefused(outcome);
  if (outcome.kind === 'earlier') return { ok: true, value: found.fund, paid: null };
  const value = (await rescueOf(db, who.merchant, member.id, now))!.fund;
  return { ok: true, value, paid: outcome.kind === 'paid' ? outcome.amount : null };
}
