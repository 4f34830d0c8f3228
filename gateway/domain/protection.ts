/**
 * Player protection rules: no Hono context here except the refusal answer helpers.
 * Waiting periods and exclusions are measured on the member's protection clock: real time
 * plus the offset an operator may set on development and test servers (/__admin/protection/clock).
 */
import {
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_MS,
  PROTECTION_MODULES,
  PROTECTION_PARENT_MODULE,
  type DepositAllowance,
  type DepositLimit,
  type Exclusion,
  type LimitPeriod,
  type LoginOutcome,
  type ProtectionState,
  type ProtectionTool,
} from '@shared/api/protection';
import type { MemberRow } from '../db/queries/accounts';
import { moduleEnabled } from '../db/queries/merchants';
import {
  activeExclusion,
  clockOffset,
  depositLimitPromptAnswer,
  depositsInWindows,
  unpaidDepositsInWindows,
  listDepositLimits,
  listLimits,
  lossesInWindows,
  recordLogin,
  storedRealityCheckMinutes,
  type DepositLimitRow,
  type SessionLimitLookup,
} from '../db/queries/protection';
import type { LoginVisit } from '../lib/visitor';

export const PERIODS = Object.keys(LIMIT_PERIODS) as LimitPeriod[];

/** The member's protection clock. */
/** The member's protection clock: read after the offset, so a break is stamped when it is recorded, not before a slow read. */
export const protectionNow = async (db: D1Database, memberId: number) => {
  const offset = await clockOffset(db, memberId);
  return Date.now() + offset;
};

/** Whether the brand offers a tool: its module and the RESPGAMING parent are on. */
export async function toolOn(db: D1Database, merchant: string, tool: ProtectionTool): Promise<boolean> {
  return (await moduleEnabled(db, merchant, PROTECTION_PARENT_MODULE)) && (await moduleEnabled(db, merchant, PROTECTION_MODULES[tool]));
}

export async function toolsOf(db: D1Database, merchant: string): Promise<Record<ProtectionTool, boolean>> {
  const tools = Object.keys(PROTECTION_MODULES) as ProtectionTool[];
  const on = await Promise.all(tools.map((t) => toolOn(db, merchant, t)));
  return Object.fromEntries(tools.map((t, i) => [t, on[i]!])) as Record<ProtectionTool, boolean>;
}

// ---------------------------------------------------------------- deposit limits

/** The limit in force at `now` and what still waits (a matured change is in force). */
export function limitAt(row: DepositLimitRow | undefined, now: number): { amount: number | null; pending: DepositLimit['pending'] } {
  if (!row) return { amount: null, pending: null };
  if (row.pending_at === null) return { amount: row.amount, pending: null };
  if (row.pending_at <= now) return { amount: row.pending_amount, pending: null };
  return { amount: row.amount, pending: { amount: row.pending_amount, from: row.pending_at } };
}

/**
 * The stored row after the player asks for `amount` (null: remove): a decrease (or a first
 * limit) is in force at once and drops any waiting change; an increase or removal waits a day.
 */
export function changeLimit(row: DepositLimitRow | undefined, memberId: number, period: LimitPeriod, amount: number | null, now: number): DepositLimitRow {
  const current = limitAt(row, now).amount;
  const base = { member_id: memberId, period, updated_at: now };
  if (amount !== null && (current === null || amount <= current)) return { ...base, amount, pending_amount: null, pending_at: null };
  if (current === null) return { ...base, amount: null, pending_amount: null, pending_at: null };
  return { ...base, amount: current, pending_amount: amount, pending_at: now + LIMIT_RAISE_DELAY_MS };
}

/** Each window's limit, use (and of it what is still unpaid: deposit orders awaiting payment) and remainder, and the lowest remainder. */
export function limitsView(
  rows: DepositLimitRow[],
  used: Record<LimitPeriod, number>,
  now: number,
  unpaid: Record<LimitPeriod, number> = { day: 0, week: 0, month: 0 },
): { limits: DepositLimit[]; allowance: DepositAllowance } {
  const limits = PERIODS.map((period): DepositLimit => {
    const at = limitAt(
      rows.find((r) => r.period === period),
      now,
    );
    return {
      period,
      amount: at.amount,
      pending: at.pending,
      used: used[period],
      unpaid: unpaid[period],
      remaining: at.amount === null ? null : Math.max(0, at.amount - used[period]),
    };
  });
  let allowance: DepositAllowance = { remaining: null, period: null };
  for (const l of limits) {
    if (l.remaining !== null && (allowance.remaining === null || l.remaining < allowance.remaining)) allowance = { remaining: l.remaining, period: l.period };
  }
  return { limits, allowance };
}

/** Whether the brand requires the reality check (RGREALITYREQUIRED): 60 minutes by default, never off. */
export const realityCheckRequired = async (db: D1Database, merchant: string) =>
  (await toolOn(db, merchant, 'realityCheck')) && (await moduleEnabled(db, merchant, 'RGREALITYREQUIRED'));

/** The member's reality-check interval: the one chosen, else 60 where the brand requires a check, else off. */
export async function realityCheckMinutes(db: D1Database, merchant: string, memberId: number): Promise<number> {
  const [stored, required] = await Promise.all([storedRealityCheckMinutes(db, memberId), realityCheckRequired(db, merchant)]);
  if (required) return stored ? stored : 60;
  return stored ?? 0;
}

/** The member's limits (with what the windows used) and settings, as the page shows them. */
export async function protectionState(db: D1Database, merchant: string, memberId: number): Promise<ProtectionState> {
  const [tools, rows, used, now, minutes] = await Promise.all([
    toolsOf(db, merchant),
    listDepositLimits(db, memberId),
    depositsInWindows(db, memberId, Date.now(), LIMIT_PERIODS),
    protectionNow(db, memberId),
    realityCheckMinutes(db, merchant, memberId),
  ]);
  const [lossRows, losses, sessionRows, promptAnswer, unpaid] = await Promise.all([
    listLimits(db, 'loss_limits', memberId),
    lossesInWindows(db, memberId, Date.now(), LIMIT_PERIODS),
    listLimits(db, 'session_limits', memberId),
    depositLimitPromptAnswer(db, memberId),
    unpaidDepositsInWindows(db, memberId, Date.now(), LIMIT_PERIODS),
  ]);
  const view = limitsView(rows, used, now, unpaid);
  return {
    tools,
    depositLimits: view.limits,
    allowance: view.allowance,
    lossLimits: limitsView(lossRows, losses, now).limits,
    sessionLimit: (() => {
      const at = limitAt(sessionRows[0], now);
      return { minutes: at.amount, pending: at.pending && { minutes: at.pending.amount, from: at.pending.from } };
    })(),
    realityCheckMinutes: minutes as ProtectionState['realityCheckMinutes'],
    realityCheckRequired: await realityCheckRequired(db, merchant),
    // a limit ever set (even one removed since) or a skipped prompt: never prompted again
    depositLimitPrompt: tools.depositLimit && promptAnswer === null && rows.length === 0,
  };
}

/** The loss limits in force for the member now (null per window without one). */
export async function lossLimitsInForce(db: D1Database, memberId: number): Promise<Record<LimitPeriod, number | null>> {
  const [rows, now] = await Promise.all([listLimits(db, 'loss_limits', memberId), protectionNow(db, memberId)]);
  return Object.fromEntries(
    PERIODS.map((p) => [
      p,
      limitAt(
        rows.find((r) => r.period === p),
        now,
      ).amount,
    ]),
  ) as Record<LimitPeriod, number | null>;
}

/** When the session started on the member's protection clock (migration 0042), else its real start. */
export const sessionStart = (session: { created_at: number }) => (session as { clock_started_at?: number | null }).clock_started_at ?? session.created_at;

/** When the session time limit ends a session that started at `startedAt`, on the member's clock (`now`); null without a limit. */
export function sessionLimitEnd(startedAt: number, limit: SessionLimitLookup | null): { at: number; now: number } | null {
  if (!limit) return null;
  const now = Date.now() + limit.offset_ms;
  const minutes = limit.pending_at !== null && limit.pending_at <= now ? limit.pending_amount : limit.amount;
  return minutes ? { at: startedAt + minutes * 60_000, now } : null;
}

export const limitsInForce = (limits: DepositLimit[]) => Object.fromEntries(limits.map((l) => [l.period, l.amount])) as Record<LimitPeriod, number | null>;

// ---------------------------------------------------------------- login

/** Records a login attempt of a known account (address, country and device as the edge worker sent them). */
export const logLogin = (db: D1Database, visit: LoginVisit, member: Pick<MemberRow, 'id' | 'merchant_code'>, result: LoginOutcome) =>
  recordLogin(db, {
    merchant_code: member.merchant_code,
    member_id: member.id,
    at: Date.now(),
    ip: visit.ip,
    country: visit.country,
    device: visit.device,
    result,
  });

/** The exclusion in force for the member, or null. Enforced whatever the brand's flags say now. */
export async function exclusionOf(db: D1Database, memberId: number): Promise<Exclusion | null> {
  const row = await activeExclusion(db, memberId, await protectionNow(db, memberId));
  return row ? { kind: row.kind, until: row.ends_at } : null;
}

/**
 * Marketing stops while a break or self-exclusion runs: what an operator pushes to a
 * member (platform messages, app-reward unlocks, point grants) is refused with the exclusion.
 */
export const marketingRefusal = (db: D1Database, memberId: number) => exclusionOf(db, memberId);

/** The exclusion refusing this login (recorded as a refused login), or null when the member may log in. */
export async function refusedLogin(db: D1Database, visit: LoginVisit, member: MemberRow): Promise<Exclusion | null> {
  const exclusion = await exclusionOf(db, member.id);
  if (exclusion) await logLogin(db, visit, member, 'refused');
  return exclusion;
}
