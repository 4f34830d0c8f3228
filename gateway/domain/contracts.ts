/**
 * Contracts (docs/product.md 4), no Hono context: the periods of each kind in UTC, a tier's
 * rate for a base, a settlement's pay, the rate an agent may offer, and the settlement run.
 */
import type { ContractKind, ContractPeriod, ContractTier } from '@shared/api/agent';
import { activeContracts, lastSettledStart, teamTurnover } from '../db/queries/contracts';
import { settle } from '../db/queries/money/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The highest top rate an agent with no contract of its own (the top of the tree) may offer, per kind (basis points). */
export const BRAND_CAP_BPS: Record<ContractKind, number> = { dividend: 5000, daily_salary: 200, hourly_salary: 100, realtime_salary: 100 };

/** The ledger kind a contract pays with. */
export const LEDGER_KIND: Record<ContractKind, string> = {
  dividend: 'DIVIDEND',
  daily_salary: 'DAILY_SALARY',
  hourly_salary: 'HOURLY_SALARY',
  realtime_salary: 'REALTIME_SALARY',
};

/** The start of the period (UTC) holding t: 5 minutes, an hour, a day, a week from Monday, a half month (1st, 16th), a month. */
export function periodStart(period: ContractPeriod, t: number): number {
  switch (period) {
    case 'realtime':
      return t - (t % (5 * MINUTE));
    case 'hourly':
      return t - (t % HOUR);
    case 'daily':
      return t - (t % DAY);
    case 'weekly': {
      const day = t - (t % DAY);
      return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
    }
    case 'semimonthly': {
      const d = new Date(t);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() >= 16 ? 16 : 1);
    }
    case 'monthly': {
      const d = new Date(t);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    }
  }
}

/** The end of the period that starts at start. */
export function periodEnd(period: ContractPeriod, start: number): number {
  switch (period) {
    case 'realtime':
      return start + 5 * MINUTE;
    case 'hourly':
      return start + HOUR;
    case 'daily':
      return start + DAY;
    case 'weekly':
      return start + 7 * DAY;
    case 'semimonthly': {
      const d = new Date(start);
      return d.getUTCDate() === 1 ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 16) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
    case 'monthly': {
      const d = new Date(start);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
  }
}

/** The complete periods to settle: from the one after `after` (or the one holding `from`), each ending by now; at most `max`. */
export function duePeriods(period: ContractPeriod, from: number, after: number | null, now: number, max: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = after === null ? periodStart(period, from) : periodEnd(period, after);
  while (out.length < max) {
    const end = periodEnd(period, start);
    if (end > now) break;
    out.push({ start, end });
    start = end;
  }
  return out;
}

/** The rate of the highest tier the base reaches. */
export const rateFor = (tiers: readonly ContractTier[], base: number) => tiers.reduce((rate, t) => (base >= t.minBase ? t.rateBps : rate), 0);

/** Whole currency units paid for a base at a rate (rounded down). */
export const payFor = (base: number, rateBps: number) => Math.floor((Math.max(0, base) * rateBps) / 10_000);

export const topRate = (tiers: readonly ContractTier[]) => Math.max(...tiers.map((t) => t.rateBps));

// ---------------------------------------------------------------- the settlement run

/** How many periods one run settles per contract at most (a late run catches up over later runs). */
const CATCH_UP = 288;

/**
 * Settles every complete period of every active contract of the kinds since its last settled
 * one (or since it was accepted): the base of the downline's whole team, the tier's rate, the
 * pay into its wallet. Safe to run any number of times, at once or late: each period pays once.
 */
export async function runSettlements(db: D1Database, kinds: readonly ContractKind[], now: number) {
  let settled = 0;
  let paid = 0;
  for (const c of await activeContracts(db, kinds)) {
    const tiers = JSON.parse(c.tiers) as ContractTier[];
    for (const p of duePeriods(c.period, c.answered_at ?? c.created_at, await lastSettledStart(db, c.id), now, CATCH_UP)) {
      const t = await teamTurnover(db, c.downline_id, p.start, p.end);
      const base = c.kind === 'dividend' ? Math.max(0, t.bets - t.wins - t.bonuses) : t.bets;
      const rateBps = rateFor(tiers, base);
      const amount = payFor(base, rateBps);
      const outcome = await settle(
        db,
        {
          contractId: c.id,
          memberId: c.downline_id,
          kind: c.kind,
          ledgerKind: LEDGER_KIND[c.kind],
          ...p,
          base,
          rateBps,
          amount,
          now,
        },
        {
          merchant: c.merchant_code,
          memberId: c.downline_id,
          action: 'CONTRACT_SETTLEMENT',
          amount,
          ref: `contract:${c.id}:${p.start}`,
          ip: null,
          result: amount > 0 ? 'PAID' : 'SETTLED',
          at: now,
        },
      );
      if (outcome.ok && !outcome.duplicate) {
        settled += 1;
        paid += amount;
      }
    }
  }
  return { settled, paid };
}
