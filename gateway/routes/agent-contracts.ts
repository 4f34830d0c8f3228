/**
 * /wps/agent/contracts/* (shared/contract-agent.ts): agents' commission contracts with their
 * direct downline agents (docs/product.md 4): offer, answer, terminate, and what the contracts
 * paid. Behind requireSession, requireRealAccount and requireAgent (gateway/index.ts).
 */
import { type Context, Hono } from 'hono';
import {
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
} from '@shared/contract-agent';
import { findMemberById } from '../db/queries/accounts';
import { depthInTree } from '../db/queries/agent';
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
import { isAgentType } from '../domain/agent';
import { BRAND_CAP_BPS, topRate } from '../domain/contracts';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { liveMember } from '../domain/live';
import { badQuery, notFound } from '../lib/agent-answers';

export const agentContracts = new Hono<AppEnv>();

// ---------------------------------------------------------------- contracts (docs/product.md 4)

const contractNotFound = (c: Context<AppEnv>) => fail(c, 404, 'CONTRACT_NOT_FOUND', 'No such contract');

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

agentContracts.get('/contracts', async (c) => {
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
agentContracts.post('/contracts', async (c) => {
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
  // the downline has an offer to answer; the upline's other pages and devices list what it offered
  for (const id of [offer.memberId, me.id]) liveMember(c, me.merchant_code, id, 'contract.offered', { kind: offer.kind });
  return ok<AgentContract>(c, toContract((await findContractByRequest(db, me.id, offer.requestId))!));
});

/** The downline accepts or rejects an offer made to it. */
agentContracts.post('/contracts/answer', async (c) => {
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
agentContracts.post('/contracts/terminate', async (c) => {
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
agentContracts.get('/contracts/settlements', async (c) => {
  const q = contractListQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  return ok<ContractSettlement[]>(c, (await settlementsOf(c.env.DB, c.var.member.id, q.data.kind)) as unknown as ContractSettlement[]);
});
