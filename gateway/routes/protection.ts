/**
 * /wps/protection/* (shared/api/protection.ts): breaks and self-exclusion,
 * deposit limits, login history and other sessions, the reality check and the session clock.
 * Thin: parse, call the rules (domain/protection.ts), answer. Mounted behind requireSession
 * and requireRealAccount. Each tool answers 403 FEATURE_DISABLED where the brand's whitelabel
 * module is off; limits and exclusions already set keep being enforced whatever the flags.
 */
import { Hono, type Context } from 'hono';
import {
  depositLimitRequestSchema,
  depositLimitPromptSchema,
  realityCheckRequestSchema,
  sessionLimitRequestSchema,
  timeoutRequestSchema,
  type Exclusion,
  type LoginRecord,
  type ProtectionState,
  type ProtectionTool,
  type SessionClock,
} from '@shared/api/protection';
import { protectionState, toolOn } from '../domain/protection';
import {
  ackRealityCheck,
  answerLimitPrompt,
  endSessionsBut,
  loginHistory,
  sessionClock,
  setLimit,
  setRealityCheck,
  setSessionLimit,
  startBreak,
  type LimitTable,
} from '../domain/protection-tools';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { fail, ok } from '../lib/envelope';
import { answers } from '../lib/answers';
import { liveMember } from '../domain/live';

export const protection = new Hono<AppEnv>();

type Ctx = Context<AppEnv>;

const disabled = (c: Ctx) => fail(c, 403, 'FEATURE_DISABLED', 'This brand does not offer this tool');
const offered = (c: Ctx, tool: ProtectionTool) => toolOn(c.env.DB, c.var.merchant.code, tool);

protection.get(
  '/',
  answers('GET /wps/protection', async (c) => ok<ProtectionState>(c, await protectionState(c.env.DB, c.var.merchant.code, c.var.member.id))),
);

/** Take a break or self-exclude: at once, every session of the member ends, nothing can shorten it. */
protection.post(
  '/timeout',
  answers('POST /wps/protection/timeout', async (c) => {
    if (!(await offered(c, 'timeout'))) return disabled(c);
    const body = await jsonBody(c, timeoutRequestSchema);
    if (!body.ok) return body.response;
    const started = await startBreak(c.env.DB, caller(c), body.data);
    liveMember(c, c.var.merchant.code, c.var.member.id, 'break.started', { kind: started.kind, until: started.until });
    return ok<Exclusion>(c, started);
  }),
);

/** Sets, lowers, raises or removes one window's limit (raising and removing wait 24 hours). */
function limitRoute(table: LimitTable, tool: ProtectionTool) {
  return async (c: Ctx) => {
    if (!(await offered(c, tool))) return disabled(c);
    const body = await jsonBody(c, depositLimitRequestSchema);
    if (!body.ok) return body.response;
    return ok<ProtectionState>(c, await setLimit(c.env.DB, c.var.merchant.code, c.var.member.id, table, body.data.period, body.data.amount));
  };
}

protection.put('/deposit-limit', answers('PUT /wps/protection/deposit-limit', limitRoute('deposit_limits', 'depositLimit')));
/** The player skipped the deposit-limit prompt of registration or the first deposit: it is not shown again. */
protection.post(
  '/deposit-limit/prompt',
  answers('POST /wps/protection/deposit-limit/prompt', async (c) => {
    if (!(await offered(c, 'depositLimit'))) return disabled(c);
    const body = await jsonBody(c, depositLimitPromptSchema);
    if (!body.ok) return body.response;
    return ok<ProtectionState>(c, await answerLimitPrompt(c.env.DB, c.var.merchant.code, c.var.member.id, body.data.answer));
  }),
);
protection.put('/loss-limit', answers('PUT /wps/protection/loss-limit', limitRoute('loss_limits', 'lossLimit')));

/** The session time limit, in minutes (a decrease at once, an increase or removal after 24 hours). */
protection.put(
  '/session-limit',
  answers('PUT /wps/protection/session-limit', async (c) => {
    if (!(await offered(c, 'sessionLimit'))) return disabled(c);
    const body = await jsonBody(c, sessionLimitRequestSchema);
    if (!body.ok) return body.response;
    return ok<ProtectionState>(c, await setSessionLimit(c.env.DB, c.var.merchant.code, c.var.member.id, body.data.minutes));
  }),
);

protection.get(
  '/logins',
  answers('GET /wps/protection/logins', async (c) => {
    if (!(await offered(c, 'loginHistory'))) return disabled(c);
    return ok<LoginRecord[]>(c, await loginHistory(c.env.DB, c.var.member.id));
  }),
);

/** Ends every session of the member but the caller's. */
protection.post(
  '/sessions/end-others',
  answers('POST /wps/protection/sessions/end-others', async (c) => {
    if (!(await offered(c, 'loginHistory'))) return disabled(c);
    const ended = await endSessionsBut(c.env.DB, c.var.member.id, c.var.session.token_hash);
    // each ended session's `session.ended` (its live sockets close) is the database's note (domain/live.ts liveNotes)
    return ok<{ ended: number }>(c, { ended });
  }),
);

protection.put(
  '/reality-check',
  answers('PUT /wps/protection/reality-check', async (c) => {
    if (!(await offered(c, 'realityCheck'))) return disabled(c);
    const body = await jsonBody(c, realityCheckRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await setRealityCheck(c.env.DB, c.var.merchant.code, c.var.member.id, body.data.minutes));
  }),
);

protection.get(
  '/session',
  answers('GET /wps/protection/session', async (c) => ok<SessionClock>(c, await sessionClock(c.env.DB, c.var.merchant.code, c.var.member.id, c.var.session))),
);

/** The player answered the reality check (continue): the next one is due an interval from now. */
protection.post(
  '/session/ack',
  answers('POST /wps/protection/session/ack', async (c) =>
    ok<SessionClock>(c, await ackRealityCheck(c.env.DB, c.var.merchant.code, c.var.member.id, c.var.session)),
  ),
);
