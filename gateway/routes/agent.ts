/**
 * /wps/agent/* (issue 13; shared/contract-agent.ts): the agent centre. Every call needs an
 * agent's session (types 1, 2, 41, 42, else 403 NOT_AGENT) and works only inside the agent's
 * own downline tree (member_tree, one indexed read per id): an id or username outside it
 * answers as one that does not exist. Thin: parse, call, answer; money calls audited.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  agentAnnouncementsQuerySchema,
  CONTRACT_KINDS,
  contractAnswerSchema,
  contractIdSchema,
  contractListQuerySchema,
  contractOfferSchema,
  KIND_PERIODS,
  type AgentContract,
  type ContractKind,
  type ContractLists,
  type ContractSettlement,
  type ContractTier,
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
} from '@shared/contract-agent';
import type { RegisterFieldErrors } from '@shared/contract-register';
import { downlineFieldErrors } from '@shared/validation/downline-form';
import { createMember, createSession, findMemberById, findMemberByUsername, walletBalance } from '../db/queries/accounts';
import {
  agentAffiliateCode,
  agentAnnouncements,
  insertAgentAnnouncement,
  agentIncome,
  depthInTree,
  downlineByUsername,
  insertBenchTeam,
  markAgentRegistered,
  setAffiliateCode,
  teamBets,
  teamLoss,
  teamMember,
  teamMembers,
  teamMovements,
  teamOverview,
} from '../db/queries/agent';
import { audit } from '../domain/audit';
import {
  acceptOffer,
  activeContractOf,
  closeContract,
  contractsOf,
  findContractByRequest,
  findContractFor,
  insertOffer,
  settlementsOf,
  type ContractRow,
} from '../db/queries/contracts';
import { runLedgerBatch, transactionExists, walletTransferStatements } from '../db/queries/ledger';
import { findMerchant, findRegisterSettings } from '../db/queries/merchants';
import { paymentPasswordHash } from '../db/queries/withdrawals';
import { isAgentType, newAgentCode, pages, periodProblem, teamProfit, toTeamMember, toTeamOverview } from '../domain/agent';
import { hashToken, newToken, SESSION_TTL_MS } from '../domain/accounts';
import { BRAND_CAP_BPS, runSettlements, topRate } from '../domain/contracts';
import { overWithdrawable, moneyOutGuard, withdrawableOf } from '../domain/money-out';
import { hashPassword } from '../domain/passwords';
import { checkPaymentPin } from '../domain/payment-pin';
import { toRegisterSettings } from '../domain/system';
import type { AppEnv } from '../env';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, failWith, ok } from '../lib/envelope';
import { keyReusedAnswer, overWithdrawableAnswer, pinAnswer } from '../lib/money-answer';
import { adminToken } from '../middleware/admin-token';
import { requireRealAccount, requireSession } from '../middleware/session';
import { clientIp } from '../lib/visitor';
import { liveMember } from '../domain/live';

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
  if (!moved.ok && (moved.reason === 'OVER_WITHDRAWABLE' || moved.reason === 'IDEMPOTENCY_KEY_REUSED')) {
    await trail(moved.reason, key);
    return moved.reason === 'IDEMPOTENCY_KEY_REUSED' ? keyReusedAnswer(c) : overWithdrawableAnswer(c, await withdrawableOf(db, me.id));
  }
  await trail(moved.ok ? (moved.duplicate ? 'DUPLICATE' : 'MOVED') : 'INSUFFICIENT_FUNDS', key);
  if (!moved.ok) return fail(c, 409, 'INSUFFICIENT_FUNDS', 'Insufficient balance');
  if (!moved.duplicate)
    for (const [id, direction] of [
      [me.id, 'out'],
      [memberId, 'in'],
    ] as const)
      liveMember(c, me.merchant_code, id, 'transfer', { direction, via: 'downline', amount });
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
  await markAgentRegistered(db, created.id, clientIp(c) || null);
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

// ---------------------------------------------------------------- contracts (SPEC.md 4)

const contractNotFound = (c: Ctx) => fail(c, 404, 'CONTRACT_NOT_FOUND', 'No such contract');

const toContract = (r: ContractRow): AgentContract => ({
  id: r.id,
  kind: r.kind,
  period: r.period,
  tiers: JSON.parse(r.tiers) as ContractTier[],
  topRateBps: r.top_rate_bps,
  status: r.status,
  upline: r.upline,
  downline: r.downline,
  downlineId: r.downline_id,
  createdAt: r.created_at,
  answeredAt: r.answered_at,
  endedAt: r.ended_at,
  endReason: r.end_reason,
});

/** The highest top rate the agent may offer for a kind: its own active contract's, else the brand's cap. */
const maxRate = async (db: D1Database, memberId: number, kind: ContractKind) =>
  (await activeContractOf(db, memberId, kind))?.top_rate_bps ?? BRAND_CAP_BPS[kind];

agent.get('/contracts', async (c) => {
  const q = contractListQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const { received, offered } = await contractsOf(c.env.DB, c.var.member.id, q.data.kind);
  return ok<ContractLists>(c, {
    received: received.map(toContract),
    offered: offered.map(toContract),
    maxRateBps: await maxRate(c.env.DB, c.var.member.id, q.data.kind),
  });
});

/** An offer to a direct downline agent, at most the agent's own rate; once per requestId. */
agent.post('/contracts', async (c) => {
  const body = await jsonBody(c, contractOfferSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const me = c.var.member;
  const offer = body.data;
  const earlier = await findContractByRequest(db, me.id, offer.requestId);
  if (earlier) return ok<AgentContract>(c, toContract(earlier));
  const depth = await depthInTree(db, me.id, offer.memberId);
  if (depth === null) return notFound(c);
  if (depth !== 1) return fail(c, 403, 'NOT_DIRECT_DOWNLINE', 'Contracts go to direct downlines only');
  const downline = await findMemberById(db, offer.memberId);
  if (!downline || !isAgentType(downline.type)) return fail(c, 403, 'NOT_AN_AGENT_DOWNLINE', 'Contracts go to downline agents only');
  if (!KIND_PERIODS[offer.kind].includes(offer.period)) return fail(c, 400, 'BAD_PERIOD', 'This kind of contract does not take this period');
  const top = topRate(offer.tiers);
  if (top > (await maxRate(db, me.id, offer.kind))) return fail(c, 403, 'RATE_ABOVE_OWN', 'The rate is higher than your own');
  try {
    await insertOffer(db, {
      merchant: c.var.merchant.code,
      kind: offer.kind,
      uplineId: me.id,
      upline: me.username,
      downlineId: offer.memberId,
      period: offer.period,
      tiers: JSON.stringify(offer.tiers),
      topRate: top,
      requestId: offer.requestId,
      now: Date.now(),
    });
  } catch (error) {
    if (!/UNIQUE/i.test(String(error))) throw error;
    // a retry that raced the first, or an offer still open for this downline and kind
    const raced = await findContractByRequest(db, me.id, offer.requestId);
    if (raced) return ok<AgentContract>(c, toContract(raced));
    return fail(c, 409, 'OFFER_PENDING', 'This downline has an offer of this kind to answer');
  }
  liveMember(c, me.merchant_code, offer.memberId, 'contract.offered', { kind: offer.kind });
  return ok<AgentContract>(c, toContract((await findContractByRequest(db, me.id, offer.requestId))!));
});

/** The downline accepts or rejects an offer made to it. */
agent.post('/contracts/answer', async (c) => {
  const body = await jsonBody(c, contractAnswerSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const contract = await findContractFor(db, body.data.contractId, c.var.member.id);
  // only the downline answers: to the upline an offer it made is not its to answer
  if (!contract || contract.downline_id !== c.var.member.id) return contractNotFound(c);
  if (contract.status !== 'offered') return fail(c, 409, 'CONTRACT_NOT_OPEN', 'This contract takes no answer now');
  const now = Date.now();
  if (body.data.accept) await acceptOffer(db, contract, now);
  else await closeContract(db, contract.id, 'offered', 'rejected', 'REJECTED', now);
  for (const id of [contract.upline_id, contract.downline_id])
    liveMember(c, c.var.member.merchant_code, id, 'contract.answered', { id: contract.id, kind: contract.kind, accepted: body.data.accept });
  return ok<AgentContract>(c, toContract((await findContractFor(db, contract.id, c.var.member.id))!));
});

/** Either side ends an active contract (the upline may also withdraw an open offer). */
agent.post('/contracts/terminate', async (c) => {
  const body = await jsonBody(c, contractIdSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const me = c.var.member.id;
  const contract = await findContractFor(db, body.data.contractId, me);
  if (!contract) return contractNotFound(c);
  const byUpline = contract.upline_id === me;
  const open = contract.status === 'active' || (byUpline && contract.status === 'offered');
  if (!open) return fail(c, 409, 'CONTRACT_NOT_OPEN', 'This contract is not running');
  await closeContract(
    db,
    contract.id,
    contract.status as 'offered' | 'active',
    'terminated',
    byUpline ? 'TERMINATED_BY_UPLINE' : 'TERMINATED_BY_DOWNLINE',
    Date.now(),
  );
  return ok<AgentContract>(c, toContract((await findContractFor(db, contract.id, me))!));
});

/** The agent's settlements of a kind (what its contracts paid it), newest first. */
agent.get('/contracts/settlements', async (c) => {
  const q = contractListQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  return ok<ContractSettlement[]>(c, (await settlementsOf(c.env.DB, c.var.member.id, q.data.kind)) as unknown as ContractSettlement[]);
});

/** The operator runs a settlement now (the Cron Trigger runs the same every 5 minutes); `now` lets a test settle a period that has ended. */
agentAdmin.post('/settle', async (c) => {
  const body = await jsonBody(c, z.object({ now: z.number().int().min(0).optional(), kinds: z.array(z.enum(CONTRACT_KINDS)).optional() }));
  if (!body.ok) return body.response;
  return ok(c, await runSettlements(c.env.DB, body.data.kinds ?? CONTRACT_KINDS, body.data.now ?? Date.now()));
});

/**
 * The benchmark's teams (npm run bench): a new agent with `sizes[l]` members at each depth (one
 * deposit each, now) and a session for it; answers its token. Operator only, local gateways.
 */
agentAdmin.post('/bench-team', async (c) => {
  const body = await jsonBody(c, z.object({ merchantCode: z.string().min(1), sizes: z.array(z.number().int().min(1).max(10_000)).min(1).max(10) }));
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const merchant = body.data.merchantCode;
  if (!(await findMerchant(db, merchant))) return fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
  const now = Date.now();
  const prefix = `b${now.toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const passwordHash = await hashPassword('Bench1234');
  const root = await createMember(db, {
    merchant,
    username: prefix,
    passwordHash,
    nickname: prefix,
    type: 1,
    passwordIsDefault: false,
    mobile: null,
    email: null,
    passwordChangedAt: now,
    opening: 0,
    now,
  });
  await insertBenchTeam(db, { merchant, agentId: root.id, prefix, sizes: body.data.sizes, passwordHash, deposit: 1_000, now });
  const token = newToken();
  await createSession(db, {
    token_hash: await hashToken(token),
    member_id: root.id,
    merchant_code: merchant,
    created_at: now,
    expires_at: now + SESSION_TTL_MS,
    last_ip: '127.0.0.1',
    generation: root.session_generation,
  });
  return ok(c, { username: prefix, token, members: body.data.sizes.reduce((n, s) => n + s, 0) });
});
