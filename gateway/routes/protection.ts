/**
 * /wps/protection/* (shared/contract-protection.ts): breaks and self-exclusion,
 * deposit limits, login history and other sessions, the reality check and the session clock.
 * Thin: parse, call the rules (domain/protection.ts), answer. Mounted behind requireSession
 * and requireRealAccount. Each tool answers 403 FEATURE_DISABLED where the brand's whitelabel
 * module is off; limits and exclusions already set keep being enforced whatever the flags.
 */
import { Hono, type Context } from 'hono';
import {
  exclusionEnd,
  depositLimitRequestSchema,
  depositLimitPromptSchema,
  realityCheckRequestSchema,
  sessionLimitRequestSchema,
  type LimitPeriod,
  timeoutRequestSchema,
  type Exclusion,
  type LoginRecord,
  type ProtectionState,
  type ProtectionTool,
  type SessionClock,
} from '@shared/contract-protection';
import { audit } from '../domain/audit';
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
import { changeLimit, limitAt, protectionNow, protectionState, realityCheckMinutes, realityCheckRequired, sessionStart, toolOn } from '../domain/protection';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { clientIp } from '../lib/visitor';
import { liveMember } from '../domain/live';

export const protection = new Hono<AppEnv>();

type Ctx = Context<AppEnv>;

const disabled = (c: Ctx) => fail(c, 403, 'FEATURE_DISABLED', 'This brand does not offer this tool');
const offered = (c: Ctx, tool: ProtectionTool) => toolOn(c.env.DB, c.var.merchant.code, tool);

protection.get('/', async (c) => ok<ProtectionState>(c, await protectionState(c.env.DB, c.var.merchant.code, c.var.member.id)));

/** Take a break or self-exclude: at once, every session of the member ends, nothing can shorten it. */
protection.post('/timeout', async (c) => {
  if (!(await offered(c, 'timeout'))) return disabled(c);
  const body = await jsonBody(c, timeoutRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { member } = c.var;
  const now = await protectionNow(db, member.id);
  const until = exclusionEnd(body.data.kind, body.data.duration, now)!;
  await startExclusion(db, {
    member_id: member.id,
    kind: body.data.kind,
    duration: body.data.duration,
    starts_at: now,
    ends_at: until,
    request_id: body.data.requestId,
  });
  const row = (await findExclusionByRequest(db, member.id, body.data.requestId))!;
  await audit(db, {
    merchant: c.var.merchant.code,
    memberId: member.id,
    action: row.kind === 'break' ? 'TAKE_A_BREAK' : 'SELF_EXCLUSION',
    amount: null,
    ref: `${row.duration}:${row.ends_at}`,
    ip: clientIp(c),
    result: 'STARTED',
    at: Date.now(),
  });
  liveMember(c, c.var.merchant.code, member.id, 'break.started', { kind: row.kind, until: row.ends_at });
  return ok<Exclusion>(c, { kind: row.kind, until: row.ends_at });
});

/** Sets, lowers, raises or removes one window's limit (raising and removing wait 24 hours). */
function limitRoute(table: LimitTable, tool: ProtectionTool) {
  return async (c: Ctx) => {
    if (!(await offered(c, tool))) return disabled(c);
    const body = await jsonBody(c, depositLimitRequestSchema);
    if (!body.ok) return body.response;
    const db = c.env.DB;
    const { member } = c.var;
    const now = await protectionNow(db, member.id);
    const rows = await listLimits(db, table, member.id);
    await saveLimit(
      db,
      table,
      changeLimit(
        rows.find((r) => r.period === body.data.period),
        member.id,
        body.data.period,
        body.data.amount,
        now,
      ),
    );
    // a deposit limit set answers the registration / first-deposit prompt for good
    if (table === 'deposit_limits' && body.data.amount !== null) await answerDepositLimitPrompt(db, member.id, 'set', Date.now());
    return ok<ProtectionState>(c, await protectionState(db, c.var.merchant.code, member.id));
  };
}

protection.put('/deposit-limit', limitRoute('deposit_limits', 'depositLimit'));
/** The player skipped the deposit-limit prompt of registration or the first deposit: it is not shown again. */
protection.post('/deposit-limit/prompt', async (c) => {
  if (!(await offered(c, 'depositLimit'))) return disabled(c);
  const body = await jsonBody(c, depositLimitPromptSchema);
  if (!body.ok) return body.response;
  await answerDepositLimitPrompt(c.env.DB, c.var.member.id, body.data.answer, Date.now());
  return ok<ProtectionState>(c, await protectionState(c.env.DB, c.var.merchant.code, c.var.member.id));
});
protection.put('/loss-limit', limitRoute('loss_limits', 'lossLimit'));

/** The session time limit, in minutes (a decrease at once, an increase or removal after 24 hours). */
protection.put('/session-limit', async (c) => {
  if (!(await offered(c, 'sessionLimit'))) return disabled(c);
  const body = await jsonBody(c, sessionLimitRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { member } = c.var;
  const now = await protectionNow(db, member.id);
  const [row] = await listLimits(db, 'session_limits', member.id);
  await saveLimit(db, 'session_limits', { ...changeLimit(row, member.id, 'day', body.data.minutes, now), period: 'session' as LimitPeriod });
  return ok<ProtectionState>(c, await protectionState(db, c.var.merchant.code, member.id));
});

protection.get('/logins', async (c) => {
  if (!(await offered(c, 'loginHistory'))) return disabled(c);
  const rows = await listLogins(c.env.DB, c.var.member.id, 50);
  return ok<LoginRecord[]>(
    c,
    rows.map((r) => ({ at: r.at, ip: r.ip, country: r.country, device: r.device, result: r.result })),
  );
});

/** Ends every session of the member but the caller's. */
protection.post('/sessions/end-others', async (c) => {
  if (!(await offered(c, 'loginHistory'))) return disabled(c);
  const ended = await endOtherSessions(c.env.DB, c.var.member.id, c.var.session.token_hash);
  if (ended > 0) liveMember(c, c.var.merchant.code, c.var.member.id, 'session.ended', { ended });
  return ok<{ ended: number }>(c, { ended });
});

protection.put('/reality-check', async (c) => {
  if (!(await offered(c, 'realityCheck'))) return disabled(c);
  const body = await jsonBody(c, realityCheckRequestSchema);
  if (!body.ok) return body.response;
  if (body.data.minutes === 0 && (await realityCheckRequired(c.env.DB, c.var.merchant.code)))
    return fail(c, 400, 'BAD_REQUEST', 'This brand requires a reality check: 15, 30 or 60 minutes');
  await setRealityCheckMinutes(c.env.DB, c.var.member.id, body.data.minutes);
  return ok<ProtectionState>(c, await protectionState(c.env.DB, c.var.merchant.code, c.var.member.id));
});

/** The session clock: when this session started, the next reality check, the net result since login. */
async function sessionClock(c: Ctx): Promise<SessionClock> {
  const db = c.env.DB;
  const { member, session } = c.var;
  const [now, minutes, ack, net, on, limitRows] = await Promise.all([
    protectionNow(db, member.id),
    realityCheckMinutes(db, c.var.merchant.code, member.id),
    sessionAck(db, session.token_hash),
    netSince(db, member.id, session.created_at),
    offered(c, 'realityCheck'),
    listLimits(db, 'session_limits', member.id),
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

protection.get('/session', async (c) => ok<SessionClock>(c, await sessionClock(c)));

/** The player answered the reality check (continue): the next one is due an interval from now. */
protection.post('/session/ack', async (c) => {
  const now = await protectionNow(c.env.DB, c.var.member.id);
  await ackSession(c.env.DB, c.var.session.token_hash, now);
  return ok<SessionClock>(c, await sessionClock(c));
});
