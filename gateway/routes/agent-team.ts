/**
 * /wps/agent/* (shared/contract-agent.ts), the agent centre's team: its overview, members and
 * one member, the agent's wallet, a transfer to a direct downline, registering a downline and
 * the agent's referral code. Behind requireSession, requireRealAccount and requireAgent
 * (gateway/index.ts): everything works only inside the agent's own downline tree. Thin: parse,
 * call, answer; money calls audited.
 */
import { Hono } from 'hono';
import {
  agentRegisterSchema,
  agentTransferSchema,
  memberIdQuerySchema,
  periodQuerySchema,
  teamMembersQuerySchema,
  type AgentReferral,
  type AgentRegistered,
  type AgentWallet,
  type TeamMember,
  type TeamMemberPage,
  type TeamOverview,
  type TransferResult,
} from '@shared/contract-agent';
import type { RegisterFieldErrors } from '@shared/contract-register';
import { downlineFieldErrors } from '@shared/validation/downline-form';
import { createMember, findMemberByUsername, walletBalance } from '../db/queries/accounts';
import { agentAffiliateCode, depthInTree, markAgentRegistered, setAffiliateCode, teamMember, teamMembers, teamOverview } from '../db/queries/agent';
import { audit } from '../domain/audit';
import { runLedgerBatch, transactionExists, walletTransferStatements } from '../db/queries/ledger';
import { findRegisterSettings } from '../db/queries/merchants';
import { paymentPasswordHash } from '../db/queries/withdrawals';
import { newAgentCode, pages, periodProblem, toTeamMember, toTeamOverview } from '../domain/agent';
import { overWithdrawable, moneyOutGuard, withdrawableOf } from '../domain/money-out';
import { hashPassword } from '../domain/passwords';
import { checkPaymentPin } from '../domain/payment-pin';
import { toRegisterSettings } from '../domain/system';
import type { AppEnv } from '../env';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, failWith, ok } from '../lib/envelope';
import { keyReusedAnswer, overWithdrawableAnswer, pinAnswer } from '../lib/money-answer';
import { clientIp } from '../lib/visitor';
import { liveMoney } from '../domain/live';
import { badPeriod, badQuery, notFound } from '../lib/agent-answers';

export const agentTeam = new Hono<AppEnv>();

agentTeam.get('/team/overview', async (c) => {
  const q = periodQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const problem = periodProblem(q.data);
  if (problem) return badPeriod(c, problem);
  const r = await teamOverview(c.env.DB, c.var.member.id, q.data);
  return ok<TeamOverview>(c, toTeamOverview(r.counts, r.activeMembers, r.days));
});

agentTeam.get('/team/members', async (c) => {
  const q = teamMembersQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const { rows, total } = await teamMembers(c.env.DB, c.var.member.id, { ...q.data, keyword: q.data.keyword || undefined });
  return ok<TeamMemberPage>(c, { list: rows.map(toTeamMember), total, pageNo: q.data.pageNo, totalPages: pages(total, q.data.pageSize) });
});

agentTeam.get('/team/member', async (c) => {
  const q = memberIdQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const row = await teamMember(c.env.DB, c.var.member.id, q.data.memberId);
  return row ? ok<TeamMember>(c, toTeamMember(row)) : notFound(c);
});

agentTeam.get('/wallet', async (c) =>
  ok<AgentWallet>(c, {
    balance: await walletBalance(c.env.DB, c.var.member.id),
    hasPaymentPassword: (await paymentPasswordHash(c.env.DB, c.var.member.id)) !== null,
  }),
);

/** A transfer to a direct downline, once per request id; the payment password when the agent has set one. */
agentTeam.post('/team/transfer', async (c) => {
  const body = await jsonBody(c, agentTransferSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const me = c.var.member;
  const { memberId, amount, paymentPassword } = body.data;
  const trail = (result: string, ref: string | null) =>
    audit(db, { merchant: c.var.merchant.code, memberId: me.id, action: 'TRANSFER_DOWNLINE', amount, ref, ip: clientIp(c), result, at: Date.now() });
  const depth = await depthInTree(db, me.id, memberId);
  if (depth === null) {
    await trail('MEMBER_NOT_FOUND', null);
    return notFound(c);
  }
  if (depth !== 1) {
    await trail('NOT_DIRECT_DOWNLINE', null);
    return fail(c, 403, 'NOT_DIRECT_DOWNLINE', 'Transfers go to direct downlines only');
  }
  // the PIN's tries are counted here as on every call it guards (domain/payment-pin.ts)
  const pin = await checkPaymentPin(
    db,
    { merchant: c.var.merchant.code, memberId: me.id, ip: clientIp(c), action: 'TRANSFER_DOWNLINE' },
    paymentPassword,
    true,
  );
  if (pin) {
    await trail(pin.code, null);
    return pinAnswer(c, pin);
  }
  const key = `transfer-down:${me.id}:${body.data.requestId}`;
  // the agent's bonus money waiting for its turnover stays with the agent, as in a withdrawal
  const over = await overWithdrawable(db, me.id, amount);
  if (over && !(await transactionExists(db, key))) {
    await trail('OVER_WITHDRAWABLE', null);
    return overWithdrawableAnswer(c, over);
  }
  const moved = await runLedgerBatch(
    db,
    [
      ...walletTransferStatements(db, { from: { id: me.id }, to: { id: memberId }, key, kind: 'TRANSFER', amount, now: Date.now() }),
      ...moneyOutGuard(db, me.id),
    ],
    { key, amount, to: memberId },
  );
  if (!moved.ok) {
    // short of balance or of withdrawable money, a racing move spent it first: one refusal for money leaving
    const reason = moved.reason === 'IDEMPOTENCY_KEY_REUSED' ? moved.reason : 'OVER_WITHDRAWABLE';
    await trail(reason, key);
    return reason === 'IDEMPOTENCY_KEY_REUSED' ? keyReusedAnswer(c) : overWithdrawableAnswer(c, await withdrawableOf(db, me.id));
  }
  await trail(moved.duplicate ? 'DUPLICATE' : 'MOVED', key);
  if (!moved.duplicate)
    for (const [id, direction] of [
      [me.id, 'out'],
      [memberId, 'in'],
    ] as const)
      liveMoney(c, me.merchant_code, id, 'transfer', { direction, via: 'downline', amount });
  return ok<TransferResult>(c, { amount, balance: await walletBalance(db, me.id), duplicate: moved.duplicate });
});

/**
 * A downline account the agent registers (JWE body, like the player's registration): the
 * brand's username and password rules, a unique username, type member or agent; it lands
 * under this agent (its invitation code), with no opening bonus.
 */
agentTeam.post('/register', async (c) => {
  const body = await encryptedBody(c, agentRegisterSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const merchant = c.var.merchant.code;
  const input = { ...body.data, username: body.data.username.trim() };
  const row = await findRegisterSettings(db, merchant);
  if (!row) return fail(c, 404, 'NOT_FOUND', 'No registration settings');
  const errors = downlineFieldErrors(input, toRegisterSettings(row));
  if (Object.keys(errors).length > 0) {
    return failWith<RegisterFieldErrors>(c, 400, 'REGISTER_INVALID', 'Some fields are not valid', { fields: errors as RegisterFieldErrors['fields'] });
  }
  if (await findMemberByUsername(db, merchant, input.username)) return fail(c, 409, 'USERNAME_TAKEN', 'This username is already registered');
  const now = Date.now();
  const code = await agentAffiliateCode(db, merchant, c.var.member.id, () => newAgentCode(c.var.member.id), now);
  let created: Awaited<ReturnType<typeof createMember>>;
  try {
    created = await createMember(db, {
      merchant,
      username: input.username,
      passwordHash: await hashPassword(input.password),
      nickname: input.username,
      type: input.type,
      passwordIsDefault: false,
      mobile: null,
      email: null,
      passwordChangedAt: now,
      opening: 0,
      now,
    });
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) return fail(c, 409, 'USERNAME_TAKEN', 'This username is already registered');
    throw error;
  }
  await markAgentRegistered(db, created.id, clientIp(c) || null);
  await setAffiliateCode(db, created.id, code);
  return ok<AgentRegistered>(c, { id: created.id, username: created.username, type: created.type });
});

agentTeam.get('/referral', async (c) =>
  ok<AgentReferral>(c, { code: await agentAffiliateCode(c.env.DB, c.var.merchant.code, c.var.member.id, () => newAgentCode(c.var.member.id), Date.now()) }),
);
