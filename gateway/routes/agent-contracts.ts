/**
 * /wps/agent/contracts/* (shared/api/agent.ts): agents' commission contracts with their
 * direct downline agents (docs/product.md 4): offer, answer, terminate, and what the contracts
 * paid (domain/contract-offers.ts). Behind requireSession, requireRealAccount and requireAgent
 * (gateway/index.ts).
 */
import { Hono } from 'hono';
import {
  contractAnswerSchema,
  contractIdSchema,
  contractListQuerySchema,
  contractOfferSchema,
  type AgentContract,
  type ContractLists,
  type ContractSettlement,
} from '@shared/api/agent';
import { answerOffer, contractLists, offerContract, paidSettlements, terminateContract } from '../domain/contract-offers';
import { liveMember } from '../domain/live';
import type { AppEnv } from '../env';
import { badQuery } from '../lib/agent-answers';
import { jsonBody } from '../lib/body';
import { ok } from '../lib/envelope';
import { answer, refusal } from '../lib/answer';
import { answers } from '../lib/answers';

export const agentContracts = new Hono<AppEnv>();

agentContracts.get(
  '/contracts',
  answers('GET /wps/agent/contracts', async (c) => {
    const q = contractListQuerySchema.safeParse(c.req.query());
    if (!q.success) return badQuery(c);
    return ok<ContractLists>(c, await contractLists(c.env.DB, c.var.member.id, q.data.kind));
  }),
);

/** An offer to a direct downline agent, at most the agent's own rate; once per requestId. */
agentContracts.post(
  '/contracts',
  answers('POST /wps/agent/contracts', async (c) => {
    const body = await jsonBody(c, contractOfferSchema);
    if (!body.ok) return body.response;
    const me = c.var.member;
    const offered = await offerContract(c.env.DB, { id: me.id, username: me.username, merchant: c.var.merchant.code }, body.data);
    if (!offered.ok) return refusal(c, offered);
    // the downline has an offer to answer; the upline's other pages and devices list what it offered
    if (offered.value.made) for (const id of [body.data.memberId, me.id]) liveMember(c, me.merchant_code, id, 'contract.offered', { kind: body.data.kind });
    return ok<AgentContract>(c, offered.value.contract);
  }),
);

/** The downline accepts or rejects an offer made to it. */
agentContracts.post(
  '/contracts/answer',
  answers('POST /wps/agent/contracts/answer', async (c) => {
    const body = await jsonBody(c, contractAnswerSchema);
    if (!body.ok) return body.response;
    const answered = await answerOffer(c.env.DB, c.var.member.id, body.data.contractId, body.data.accept);
    if (!answered.ok) return refusal(c, answered);
    const { contract, parties } = answered.value;
    for (const id of parties)
      liveMember(c, c.var.member.merchant_code, id, 'contract.answered', { id: contract.id, kind: contract.kind, accepted: body.data.accept });
    return ok<AgentContract>(c, contract);
  }),
);

/** Either side ends an active contract (the upline may also withdraw an open offer). */
agentContracts.post(
  '/contracts/terminate',
  answers('POST /wps/agent/contracts/terminate', async (c) => {
    const body = await jsonBody(c, contractIdSchema);
    if (!body.ok) return body.response;
    return answer<AgentContract>(c, await terminateContract(c.env.DB, c.var.member.id, body.data.contractId));
  }),
);

/** The agent's settlements of a kind (what its contracts paid it), newest first. */
agentContracts.get(
  '/contracts/settlements',
  answers('GET /wps/agent/contracts/settlements', async (c) => {
    const q = contractListQuerySchema.safeParse(c.req.query());
    if (!q.success) return badQuery(c);
    return ok<ContractSettlement[]>(c, await paidSettlements(c.env.DB, c.var.member.id, q.data.kind));
  }),
);
