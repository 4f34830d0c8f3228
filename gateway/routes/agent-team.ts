/**
 * /wps/agent/* (shared/api/agent.ts), the agent centre's team: its overview, members and
 * one member, the agent's wallet, a transfer to a direct downline, registering a downline and
 * the agent's referral code. Behind requireSession, requireRealAccount and requireAgent
 * (gateway/index.ts): everything works only inside the agent's own downline tree
 * (domain/agent-team.ts). Thin: parse, call, answer.
 */
import { type Context, Hono } from 'hono';
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
} from '@shared/api/agent';
import { memberOf, membersPage, overviewOf, referralCodeOf, registerDownline, transferToDownline, walletOf, type TransferRefusal } from '../domain/agent-team';
import { liveMoney } from '../domain/live';
import type { AppEnv } from '../env';
import { badQuery, notFound } from '../lib/agent-answers';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { keyReusedAnswer, overWithdrawableAnswer, pinAnswer } from '../lib/money-answer';
import { answer, refusal } from '../lib/answer';
import { caller } from '../lib/caller';
import { clientIp } from '../lib/visitor';
import { answers } from '../lib/answers';

export const agentTeam = new Hono<AppEnv>();

const acting = (c: Context<AppEnv>) => ({ id: c.var.member.id, merchant: c.var.merchant.code, ip: clientIp(c) });

agentTeam.get(
  '/team/overview',
  answers('GET /wps/agent/team/overview', async (c) => {
    const q = periodQuerySchema.safeParse(c.req.query());
    if (!q.success) return badQuery(c);
    return answer<TeamOverview>(c, await overviewOf(c.env.DB, c.var.member.id, q.data));
  }),
);

agentTeam.get(
  '/team/members',
  answers('GET /wps/agent/team/members', async (c) => {
    const q = teamMembersQuerySchema.safeParse(c.req.query());
    if (!q.success) return badQuery(c);
    return ok<TeamMemberPage>(c, await membersPage(c.env.DB, c.var.member.id, q.data));
  }),
);

agentTeam.get(
  '/team/member',
  answers('GET /wps/agent/team/member', async (c) => {
    const q = memberIdQuerySchema.safeParse(c.req.query());
    if (!q.success) return badQuery(c);
    const member = await memberOf(c.env.DB, c.var.member.id, q.data.memberId);
    return member ? ok<TeamMember>(c, member) : notFound(c);
  }),
);

agentTeam.get(
  '/wallet',
  answers('GET /wps/agent/wallet', async (c) => ok<AgentWallet>(c, await walletOf(c.env.DB, c.var.member.id))),
);

const transferRefused = (c: Context<AppEnv>, r: TransferRefusal) => {
  switch (r.refused) {
    case 'MEMBER_NOT_FOUND':
      return notFound(c);
    case 'NOT_DIRECT_DOWNLINE':
      return fail(c, 403, 'NOT_DIRECT_DOWNLINE', 'Transfers go to direct downlines only');
    case 'PIN':
      return pinAnswer(c, r.pin);
    case 'OVER_WITHDRAWABLE':
      return overWithdrawableAnswer(c, r.limit);
    case 'IDEMPOTENCY_KEY_REUSED':
      return keyReusedAnswer(c);
    case 'STEP':
      return refusal(c, r.refusal);
  }
};

/** A transfer to a direct downline, once per request id; the payment password when the agent has set one. */
agentTeam.post(
  '/team/transfer',
  answers('POST /wps/agent/team/transfer', async (c) => {
    const body = await jsonBody(c, agentTransferSchema);
    if (!body.ok) return body.response;
    const moved = await transferToDownline(c.env.DB, acting(c), body.data, caller(c));
    if ('refused' in moved) return transferRefused(c, moved);
    const me = c.var.member;
    if (!moved.duplicate)
      for (const [id, direction] of [
        [me.id, 'out'],
        [body.data.memberId, 'in'],
      ] as const)
        liveMoney(c, me.merchant_code, id, 'transfer', { direction, via: 'downline', amount: moved.amount });
    return ok<TransferResult>(c, moved);
  }),
);

/** A downline account the agent registers (JWE body, like the player's registration), under this agent. */
agentTeam.post(
  '/register',
  answers('POST /wps/agent/register', async (c) => {
    const body = await encryptedBody(c, agentRegisterSchema);
    if (!body.ok) return body.response;
    return answer<AgentRegistered>(c, await registerDownline(c.env.DB, acting(c), body.data));
  }),
);

agentTeam.get(
  '/referral',
  answers('GET /wps/agent/referral', async (c) => ok<AgentReferral>(c, { code: await referralCodeOf(c.env.DB, acting(c), Date.now()) })),
);
