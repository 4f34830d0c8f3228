/**
 * The agent centre's team (routes/agent-team.ts): its overview, members and one member, the
 * agent's wallet, a transfer to a direct downline (once per request id, PIN-guarded, audited)
 * and a downline the agent registers. Everything stays inside the agent's own downline tree.
 */
import type { z } from 'zod';
import type {
  AgentRegisterRequest,
  AgentRegistered,
  AgentTransferRequest,
  AgentWallet,
  PeriodQuery,
  TeamMember,
  TeamMemberPage,
  teamMembersQuerySchema,
  TeamOverview,
  TransferResult,
} from '@shared/api/agent';
import type { WithdrawableLimit } from '@shared/api/cashier';
import type { RegisterFieldErrors } from '@shared/api/register';
import { downlineFieldErrors } from '@shared/validation/downline-form';
import { createMember, findMemberByUsername, walletBalance, type NewMember } from '../db/queries/accounts';
import { agentAffiliateCode, depthInTree, markAgentRegistered, setAffiliateCode, teamMember, teamMembers, teamOverview } from '../db/queries/agent';
import { transactionExists } from '../db/queries/money/ledger';
import { transferBetweenWallets } from '../db/queries/money/transfers';
import { findRegisterSettings } from '../db/queries/merchants';
import { paymentPasswordHash } from '../db/queries/withdrawals';
import { done, refuse, type Outcome } from './outcome';
import { newAgentCode, pages, periodRefusal, toTeamMember, toTeamOverview } from './agent';
import { audit } from './audit';
import type { Caller } from './caller';
import { moneyOutGuard, overWithdrawable, withdrawableOf } from './money-out';
import { moneyStepRefusal } from './money-steps';
import type { Refusal } from './outcome';
import { hashPassword } from './passwords';
import { checkPaymentPin, type PinRefusal } from './payment-pin';
import { toRegisterSettings } from './system';

/** The agent acting: its id, brand and address (for the audit). */
export interface ActingAgent {
  id: number;
  merchant: string;
  ip: string | null;
}

export async function overviewOf(db: D1Database, agentId: number, q: PeriodQuery): Promise<Outcome<TeamOverview>> {
  const refused = periodRefusal(q);
  if (refused) return refused;
  const r = await teamOverview(db, agentId, q);
  return done(toTeamOverview(r.counts, r.activeMembers, r.days));
}

export async function membersPage(db: D1Database, agentId: number, q: z.infer<typeof teamMembersQuerySchema>): Promise<TeamMemberPage> {
  const { rows, total } = await teamMembers(db, agentId, { ...q, keyword: q.keyword || undefined });
  return { list: rows.map(toTeamMember), total, pageNo: q.pageNo, totalPages: pages(total, q.pageSize) };
}

/** One downline, or null when it is not in the agent's tree. */
export async function memberOf(db: D1Database, agentId: number, memberId: number): Promise<TeamMember | null> {
  const row = await teamMember(db, agentId, memberId);
  return row ? toTeamMember(row) : null;
}

export const walletOf = async (db: D1Database, agentId: number): Promise<AgentWallet> => ({
  balance: await walletBalance(db, agentId),
  hasPaymentPassword: (await paymentPasswordHash(db, agentId)) !== null,
});

/** Why a transfer to a downline moved nothing; the answers of money leaving (lib/money-answer.ts) for the PIN, the withdrawable amount and a reused key. */
export type TransferRefusal =
  | { refused: 'MEMBER_NOT_FOUND' | 'NOT_DIRECT_DOWNLINE' | 'IDEMPOTENCY_KEY_REUSED' }
  | { refused: 'PIN'; pin: PinRefusal }
  | { refused: 'OVER_WITHDRAWABLE'; limit: WithdrawableLimit }
  /** the second factor above the threshold (domain/money-steps.ts) */
  | { refused: 'STEP'; refusal: Refusal };

/**
 * A transfer to a direct downline, once per request id; the payment password when the agent
 * has set one. Every attempt leaves its audit row.
 */
export async function transferToDownline(db: D1Database, me: ActingAgent, t: AgentTransferRequest, who: Caller): Promise<TransferResult | TransferRefusal> {
  const { memberId, amount, paymentPassword } = t;
  const row = (result: string, ref: string | null) => ({
    merchant: me.merchant,
    memberId: me.id,
    action: 'TRANSFER_DOWNLINE',
    amount,
    ref,
    ip: me.ip,
    result,
    at: Date.now(),
  });
  const trail = (result: string, ref: string | null) => audit(db, row(result, ref));
  const depth = await depthInTree(db, me.id, memberId);
  if (depth === null) {
    await trail('MEMBER_NOT_FOUND', null);
    return { refused: 'MEMBER_NOT_FOUND' };
  }
  if (depth !== 1) {
    await trail('NOT_DIRECT_DOWNLINE', null);
    return { refused: 'NOT_DIRECT_DOWNLINE' };
  }
  // the PIN's tries are counted here as on every call it guards (domain/payment-pin.ts)
  const pin = await checkPaymentPin(db, { merchant: me.merchant, memberId: me.id, ip: me.ip, action: 'TRANSFER_DOWNLINE' }, paymentPassword, true);
  if (pin) {
    await trail(pin.code, null);
    return { refused: 'PIN', pin };
  }
  // above the brand's threshold, as every money path leaving the member (after the PIN: a wrong PIN costs no code)
  const stepped = await moneyStepRefusal(db, who, 'POST /wps/agent/team/transfer', t.secondFactor, amount);
  if (stepped) {
    await trail(stepped.code, null);
    return { refused: 'STEP', refusal: stepped };
  }
  const key = `transfer-down:${me.id}:${t.requestId}`;
  // the agent's bonus money waiting for its turnover stays with the agent, as in a withdrawal
  const over = await overWithdrawable(db, me.id, amount);
  if (over && !(await transactionExists(db, key))) {
    await trail('OVER_WITHDRAWABLE', null);
    return { refused: 'OVER_WITHDRAWABLE', limit: over };
  }
  // the MOVED audit row is written in the transfer's batch
  const moved = await transferBetweenWallets(db, { from: me.id, to: memberId, key, amount, now: Date.now() }, row('MOVED', key), moneyOutGuard(db, me.id));
  if (!moved.ok) {
    // short of balance or of withdrawable money, a racing move spent it first: one refusal for money leaving
    const reason = moved.reason === 'IDEMPOTENCY_KEY_REUSED' ? moved.reason : 'OVER_WITHDRAWABLE';
    await trail(reason, key);
    return reason === 'IDEMPOTENCY_KEY_REUSED' ? { refused: reason } : { refused: reason, limit: await withdrawableOf(db, me.id) };
  }
  if (moved.duplicate) await trail('DUPLICATE', key);
  return { amount, balance: await walletBalance(db, me.id), duplicate: moved.duplicate };
}

/** An account an agent makes (and the benchmark's agents): its username as its nickname, no contact, no opening money, its password set now. */
export const teamAccount = (merchant: string, username: string, passwordHash: string, type: number, now: number): NewMember => ({
  merchant,
  username,
  passwordHash,
  nickname: username,
  type,
  passwordIsDefault: false,
  mobile: null,
  email: null,
  passwordChangedAt: now,
  opening: 0,
  now,
});

const usernameTaken = () => refuse(409, 'USERNAME_TAKEN', 'This username is already registered');

/**
 * A downline account the agent registers: the brand's username and password rules, a unique
 * username, type member or agent; it lands under this agent (its invitation code), with no
 * opening bonus.
 */
export async function registerDownline(db: D1Database, me: ActingAgent, request: AgentRegisterRequest): Promise<Outcome<AgentRegistered>> {
  const input = { ...request, username: request.username.trim() };
  const row = await findRegisterSettings(db, me.merchant);
  if (!row) return refuse(404, 'NOT_FOUND', 'No registration settings');
  const errors = downlineFieldErrors(input, toRegisterSettings(row));
  if (Object.keys(errors).length > 0) {
    return refuse(400, 'REGISTER_INVALID', 'Some fields are not valid', { fields: errors as RegisterFieldErrors['fields'] } satisfies RegisterFieldErrors);
  }
  if (await findMemberByUsername(db, me.merchant, input.username)) return usernameTaken();
  const now = Date.now();
  const code = await referralCodeOf(db, me, now);
  let created: Awaited<ReturnType<typeof createMember>>;
  try {
    created = await createMember(db, teamAccount(me.merchant, input.username, await hashPassword(input.password), input.type, now));
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) return usernameTaken();
    throw error;
  }
  await markAgentRegistered(db, created.id, me.ip || null);
  await setAffiliateCode(db, created.id, code);
  return done({ id: created.id, username: created.username, type: created.type });
}

/** The agent's invitation code: its first one, else a new one. */
export const referralCodeOf = (db: D1Database, me: Pick<ActingAgent, 'id' | 'merchant'>, now: number) =>
  agentAffiliateCode(db, me.merchant, me.id, () => newAgentCode(me.id), now);
