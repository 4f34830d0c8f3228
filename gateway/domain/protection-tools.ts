/**
 * The member's player-protection tools (routes/protection.ts): a break or self-exclusion,
 * deposit, loss and session limits, login history and other sessions, the reality check and
 * the session clock. Each measured on the member's protection clock. Whether the brand offers
 * a tool, and the state every answer shows: domain/protection.ts.
 */
import type { Exclusion, LimitPeriod, LoginRecord, SessionClock, TimeoutRequest } from '@shared/api/protection';
import { exclusionEnd } from '@shared/api/protection';
import {
  ackSession,
  answerDepositLimitPrompt,
  endOtherSessions,
  findExclusionByRequest,
  listLimits,
  listLogins,
  netSince,
  saveLimit,
  sessionAck,
  setRealityCheckMinutes,
  startExclusion,
  type LimitTable,
} from '../db/queries/protection';
import { auditCall, type Caller } from './caller';
import { done, refuse } from './outcome';
import { changeLimit, limitAt, protectionNow, protectionState, realityCheckMinutes, realityCheckRequired, sessionStart, toolOn } from './protection';

export type { LimitTable };

/** Take a break or self-exclude: at once, every session of the member ends, nothing can shorten it. Audited. */
export async function startBreak(db: D1Database, who: Caller, t: TimeoutRequest): Promise<Exclusion> {
  const { member } = who;
  const now = await protectionNow(db, member.id);
  const until = exclusionEnd(t.kind, t.duration, now)!;
  await startExclusion(db, { member_id: member.id, kind: t.kind, duration: t.duration, starts_at: now, ends_at: until, request_id: t.requestId });
  const row = (await findExclusionByRequest(db, member.id, t.requestId))!;
  await auditCall(db, who, row.kind === 'break' ? 'TAKE_A_BREAK' : 'SELF_EXCLUSION', null, `${row.duration}:${row.ends_at}`, 'STARTED');
  return { kind: row.kind, until: row.ends_at };
}

/** Sets, lowers, raises or removes one window's deposit or loss limit (raising and removing wait 24 hours); the state after. */
export async function setLimit(db: D1Database, merchant: string, memberId: number, table: LimitTable, period: LimitPeriod, amount: number | null) {
  const now = await protectionNow(db, memberId);
  const rows = await listLimits(db, table, memberId);
  await saveLimit(
    db,
    table,
    changeLimit(
      rows.find((r) => r.period === period),
      memberId,
      period,
      amount,
      now,
    ),
  );
  // a deposit limit set answers the registration / first-deposit prompt for good
  if (table === 'deposit_limits' && amount !== null) await answerDepositLimitPrompt(db, memberId, 'set', Date.now());
  return protectionState(db, merchant, memberId);
}

/** The player answered the deposit-limit prompt of registration or the first deposit: it is not shown again. */
export async function answerLimitPrompt(db: D1Database, merchant: string, memberId: number, answer: 'set' | 'skipped') {
  await answerDepositLimitPrompt(db, memberId, answer, Date.now());
  return protectionState(db, merchant, memberId);
}

/** The session time limit, in minutes (a decrease at once, an increase or removal after 24 hours). */
export async function setSessionLimit(db: D1Database, merchant: string, memberId: number, minutes: number | null) {
  const now = await protectionNow(db, memberId);
  const [row] = await listLimits(db, 'session_limits', memberId);
  await saveLimit(db, 'session_limits', { ...changeLimit(row, memberId, 'day', minutes, now), period: 'session' as LimitPeriod });
  return protectionState(db, merchant, memberId);
}

export const loginHistory = async (db: D1Database, memberId: number): Promise<LoginRecord[]> =>
  (await listLogins(db, memberId, 50)).map((r) => ({ at: r.at, ip: r.ip, country: r.country, device: r.device, result: r.result }));

/** Ends every session of the member but the caller's: how many ended. */
export const endSessionsBut = (db: D1Database, memberId: number, keepTokenHash: string) => endOtherSessions(db, memberId, keepTokenHash);

/** The reality check's interval in minutes; 0 (off) only where the brand does not require one. */
export async function setRealityCheck(db: D1Database, merchant: string, memberId: number, minutes: number) {
  if (minutes === 0 && (await realityCheckRequired(db, merchant)))
    return refuse(400, 'BAD_REQUEST', 'This brand requires a reality check: 15, 30 or 60 minutes');
  await setRealityCheckMinutes(db, memberId, minutes);
  return done(await protectionState(db, merchant, memberId));
}

/** The caller's session as the clock reads it. */
export interface ClockSession {
  token_hash: string;
  created_at: number;
}

/** The session clock: when this session started, the next reality check, the net result since login. */
export async function sessionClock(db: D1Database, merchant: string, memberId: number, session: ClockSession): Promise<SessionClock> {
  const [now, minutes, ack, net, on, limitRows] = await Promise.all([
    protectionNow(db, memberId),
    realityCheckMinutes(db, merchant, memberId),
    sessionAck(db, session.token_hash),
    netSince(db, memberId, session.created_at),
    toolOn(db, merchant, 'realityCheck'),
    listLimits(db, 'session_limits', memberId),
  ]);
  const limitMinutes = limitAt(limitRows[0], now).amount;
  const interval = on ? minutes * 60_000 : 0;
  // due one interval after the last answered check (or the login)
  const startedAt = sessionStart(session);
  const nextCheckAt = interval ? (ack ?? startedAt) + interval : null;
  return {
    startedAt,
    now,
    realityCheckMinutes: on ? minutes : 0,
    nextCheckAt,
    netSinceLogin: net,
    limitEndsAt: limitMinutes ? startedAt + limitMinutes * 60_000 : null,
  };
}

/** The player answered the reality check (continue): the next one is due an interval from now. */
export async function ackRealityCheck(db: D1Database, merchant: string, memberId: number, session: ClockSession): Promise<SessionClock> {
  const now = await protectionNow(db, memberId);
  await ackSession(db, session.token_hash, now);
  return sessionClock(db, merchant, memberId, session);
}
