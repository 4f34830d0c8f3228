/**
 * /wps/agent/* (issue 13; shared/contract-agent.ts): the agent centre. Every call needs an
 * agent's session (types 1, 2, 41, 42, else 403 NOT_AGENT) and works only inside the agent's
 * own downline tree (member_tree, one indexed read per id): an id or username outside it
 * answers as one that does not exist. Thin: parse, call, answer; money calls audited.
 */
import { Hono, type Context } from 'hono';
import {
  agentAnnouncementsQuerySchema,
  agentRegisterSchema,
  agentTransferSchema,
  INCOME_KINDS,
  memberIdQuerySchema,
  newAgentAnnouncementSchema,
  periodQuerySchema,
  teamBetsQuerySchema,
  teamLossQuerySchema,
  teamMembersQuerySchema,
  teamMovementsQuerySchema,
  type AgentAnnouncementPage,
  type AgentReferral,
  type AgentRegistered,
  type AgentWallet,
  type IncomeReport,
  type TeamBetPage,
  type TeamLossPage,
  type TeamMember,
  type TeamMemberPage,
  type TeamMovementPage,
  type TeamOverview,
  type TransferResult,
} from '../../shared/contract-agent';
import type { RegisterFieldErrors } from '../../shared/contract-register';
import { downlineFieldErrors } from '../../shared/validation/downline-form';
import { createMember, findMemberByUsername, walletBalance } from '../db/queries/accounts';
import {
  agentAffiliateCode,
  agentAnnouncements,
  insertAgentAnnouncement,
  agentIncome,
  depthInTree,
  downlineByUsername,
  setAffiliateCode,
  teamBets,
  teamLoss,
  teamMember,
  teamMembers,
  teamMovements,
  teamOverview,
} from '../db/queries/agent';
import { audit } from '../db/queries/cashier';
import { runLedgerBatch, walletTransferStatements } from '../db/queries/ledger';
import { findMerchant, findRegisterSettings } from '../db/queries/merchants';
import { paymentPasswordHash } from '../db/queries/withdrawals';
import { isAgentType, newAgentCode, pages, periodProblem, teamProfit, toTeamMember, toTeamOverview } from '../domain/agent';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { toRegisterSettings } from '../domain/system';
import type { AppEnv } from '../env';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, failWith, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';
import { requireRealAccount, requireSession } from '../middleware/session';
import { clientIp } from '../lib/visitor';

export const agent = new Hono<AppEnv>();

type Ctx = Context<AppEnv>;

agent.use('*', requireSession, requireRealAccount, async (c, next) => {
  if (!isAgentType(c.var.member.type)) return fail(c, 403, 'NOT_AGENT', 'Non-agents cannot log in');
  await next();
});

const notFound = (c: Ctx) => fail(c, 404, 'MEMBER_NOT_FOUND', 'No such member');
const badQuery = (c: Ctx) => fail(c, 400, 'BAD_REQUEST', 'Malformed query');
const badPeriod = (c: Ctx, problem: 'BAD_REQUEST' | 'RANGE_TOO_LONG') =>
  fail(c, 400, problem, problem === 'RANGE_TOO_LONG' ? 'The period is longer than 92 days' : 'Malformed period');

/** A report's username filter as a member id in the agent's tree: null for none, undefined when the name is not in the tree. */
async function memberFilter(c: Ctx, username: string | undefined): Promise<number | null | undefined> {
  if (!username) return null;
  return (await downlineByUsername(c.env.DB, c.var.member.id, c.var.merchant.code, username)) ?? undefined;
}

agent.get('/team/overview', async (c) => {
  const q = periodQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const problem = periodProblem(q.data);
  if (problem) return badPeriod(c, problem);
  const r = await teamOverview(c.env.DB, c.var.member.id, q.data);
  return ok<TeamOverview>(c, toTeamOverview(r.counts, r.activeMembers, r.days));
});

agent.get('/team/members', async (c) => {
  const q = teamMembersQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const { rows, total } = await teamMembers(c.env.DB, c.var.member.id, { ...q.data, keyword: q.data.keyword || undefined });
  return ok<TeamMemberPage>(c, { list: rows.map(toTeamMember), total, pageNo: q.data.pageNo, totalPages: pages(total, q.data.pageSize) });
});

agent.get('/team/member', async (c) => {
  const q = memberIdQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const row = await teamMember(c.env.DB, c.var.member.id, q.data.memberId);
  return row ? ok<TeamMember>(c, toTeamMember(row)) : notFound(c);
});

agent.get('/wallet', async (c) =>
  ok<AgentWallet>(c, {
    balance: await walletBalance(c.env.DB, c.var.member.id),
    hasPaymentPassword: (await paymentPasswordHash(c.env.DB, c.var.member.id)) !== null,
  }),
);

/** A transfer to a direct downline, once per request id; the payment password when the agent has set one. */
agent.post('/team/transfer', async (c) => {
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
  const hash = await paymentPasswordHash(db, me.id);
  if (hash && !(paymentPassword && (await verifyPassword(paymentPassword, hash)))) {
    await trail('PAYMENT_PASSWORD_WRONG', null);
    return fail(c, 403, 'PAYMENT_PASSWORD_WRONG', 'Wrong payment password');
  }
  const key = `transfer-down:${me.id}:${body.data.requestId}`;
  const moved = await runLedgerBatch(
    db,
    walletTransferStatements(db, { from: { id: me.id }, to: { id: memberId }, key, kind: 'TRANSFER', amount, now: Date.now() }),
  );
  await trail(moved.ok ? (moved.duplicate ? 'DUPLICATE' : 'MOVED') : 'INSUFFICIENT_FUNDS', key);
  if (!moved.ok) return fail(c, 409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
  return ok<TransferResult>(c, { amount, balance: await walletBalance(db, me.id), duplicate: moved.duplicate });
});

/**
 * A downline account the agent registers (JWE body, like the player's registration): the
 * brand's username and password rules, a unique username, type member or agent; it lands
 * under this agent (its invitation code), with no opening bonus.
 */
agent.post('/register', async (c) => {
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
  await db
    .prepare("UPDATE members SET register_method = 'AGENT', register_ip = ? WHERE id = ?")
    .bind(clientIp(c) || null, created.id)
    .run();
  await setAffiliateCode(db, created.id, code);
  return ok<AgentRegistered>(c, { id: created.id, username: created.username, type: created.type });
});

agent.get('/referral', async (c) =>
  ok<AgentReferral>(c, { code: await agentAffiliateCode(c.env.DB, c.var.merchant.code, c.var.member.id, () => newAgentCode(c.var.member.id), Date.now()) }),
);

// ---------------------------------------------------------------- reports

agent.get('/reports/bets', async (c) => {
  const q = teamBetsQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const problem = periodProblem(q.data);
  if (problem) return badPeriod(c, problem);
  const memberId = await memberFilter(c, q.data.username);
  const empty: TeamBetPage = { list: [], total: 0, totalPages: 1, pageNo: q.data.pageNo, stake: 0, win: 0 };
  if (memberId === undefined) return ok<TeamBetPage>(c, empty);
  const r = await teamBets(c.env.DB, c.var.member.id, { ...q.data, memberId });
  return ok<TeamBetPage>(c, { list: r.rows, total: r.total, totalPages: pages(r.total, q.data.pageSize), pageNo: q.data.pageNo, stake: r.stake, win: r.win });
});

agent.get('/reports/loss', async (c) => {
  const q = teamLossQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const problem = periodProblem(q.data);
  if (problem) return badPeriod(c, problem);
  const memberId = await memberFilter(c, q.data.username);
  const zero = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonuses: 0, profit: 0 };
  if (memberId === undefined) return ok<TeamLossPage>(c, { list: [], total: 0, totalPages: 1, pageNo: q.data.pageNo, totals: zero });
  const r = await teamLoss(c.env.DB, c.var.member.id, { ...q.data, memberId });
  const { total, ...sums } = r.totals;
  return ok<TeamLossPage>(c, {
    list: r.rows.map((x) => ({
      username: x.username,
      level: x.level,
      deposits: x.deposits,
      withdrawals: x.withdrawals,
      bets: x.bets,
      wins: x.wins,
      bonuses: x.bonuses,
      profit: teamProfit(x),
    })),
    total,
    totalPages: pages(total, q.data.pageSize),
    pageNo: q.data.pageNo,
    totals: { ...sums, profit: teamProfit(sums) },
  });
});

agent.get('/reports/transactions', async (c) => {
  const q = teamMovementsQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const problem = periodProblem(q.data);
  if (problem) return badPeriod(c, problem);
  const memberId = await memberFilter(c, q.data.username);
  if (memberId === undefined) return ok<TeamMovementPage>(c, { list: [], total: 0, totalPages: 1, pageNo: q.data.pageNo, inflow: 0, outflow: 0 });
  const r = await teamMovements(c.env.DB, c.var.member.id, { ...q.data, memberId });
  return ok<TeamMovementPage>(c, {
    list: r.rows,
    total: r.total,
    totalPages: pages(r.total, q.data.pageSize),
    pageNo: q.data.pageNo,
    inflow: r.inflow,
    outflow: r.outflow,
  });
});

agent.get('/reports/income', async (c) => {
  const q = periodQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const problem = periodProblem(q.data);
  if (problem) return badPeriod(c, problem);
  const days = await agentIncome(c.env.DB, c.var.member.id, INCOME_KINDS, q.data);
  return ok<IncomeReport>(c, { days, total: days.reduce((n, d) => n + d.amount, 0) });
});

// ---------------------------------------------------------------- announcements

/** The merchant's notices to its agents, newest first. */
agent.get('/announcements', async (c) => {
  const q = agentAnnouncementsQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const { rows, total } = await agentAnnouncements(c.env.DB, c.var.merchant.code, q.data);
  return ok<AgentAnnouncementPage>(c, { list: rows, totalPages: pages(total, q.data.pageSize), pageNo: q.data.pageNo });
});

/** /__admin/agent: the operator posts an agent announcement. */
export const agentAdmin = new Hono<AppEnv>();
agentAdmin.use('*', adminToken);

agentAdmin.post('/announcements', async (c) => {
  const body = await jsonBody(c, newAgentAnnouncementSchema);
  if (!body.ok) return body.response;
  if (!(await findMerchant(c.env.DB, body.data.merchantCode))) return fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
  const id = await insertAgentAnnouncement(c.env.DB, {
    merchant: body.data.merchantCode,
    title: body.data.title,
    content: body.data.content,
    date: body.data.date ?? Date.now(),
  });
  return ok(c, { id });
});
