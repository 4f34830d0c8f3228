/**
 * The agent centre's reports over the agent's downline tree (bets, loss, transactions, income)
 * and the brand's notices to its agents: the period's rule, the username filter (a name outside
 * the tree finds nothing), the page and its totals.
 */
import type { z } from 'zod';
import {
  INCOME_KINDS,
  type AgentAnnouncementPage,
  type agentAnnouncementsQuerySchema,
  type IncomeReport,
  type newAgentAnnouncementSchema,
  type PeriodQuery,
  type TeamBetPage,
  type teamBetsQuerySchema,
  type TeamLossPage,
  type teamLossQuerySchema,
  type TeamMovementPage,
  type teamMovementsQuerySchema,
} from '@shared/api/agent';
import { agentAnnouncements, agentIncome, downlineByUsername, insertAgentAnnouncement, teamBets, teamLoss, teamMovements } from '../db/queries/agent';
import { findMerchant } from '../db/queries/merchants';
import { done, type Outcome } from './outcome';
import { pages, periodRefusal, teamProfit } from './agent';

/** The agent asking: its id and brand. */
export interface Agent {
  id: number;
  merchant: string;
}

/**
 * A report's scope: the period's refusal, or its username filter as a member id in the agent's
 * tree: null for the whole team, undefined when the name is not in the tree (an empty page).
 */
async function scope(db: D1Database, agent: Agent, q: PeriodQuery & { username?: string }): Promise<Outcome<number | null | undefined>> {
  const refused = periodRefusal(q);
  if (refused) return refused;
  if (!q.username) return done(null);
  return done((await downlineByUsername(db, agent.id, agent.merchant, q.username)) ?? undefined);
}

export async function betsReport(db: D1Database, agent: Agent, q: z.infer<typeof teamBetsQuerySchema>): Promise<Outcome<TeamBetPage>> {
  const scoped = await scope(db, agent, q);
  if (!scoped.ok) return scoped;
  const memberId = scoped.value;
  if (memberId === undefined) return done({ list: [], total: 0, totalPages: 1, pageNo: q.pageNo, stake: 0, win: 0 });
  const r = await teamBets(db, agent.id, { ...q, memberId });
  return done({ list: r.rows, total: r.total, totalPages: pages(r.total, q.pageSize), pageNo: q.pageNo, stake: r.stake, win: r.win });
}

export async function lossReport(db: D1Database, agent: Agent, q: z.infer<typeof teamLossQuerySchema>): Promise<Outcome<TeamLossPage>> {
  const scoped = await scope(db, agent, q);
  if (!scoped.ok) return scoped;
  const memberId = scoped.value;
  const zero = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonuses: 0, profit: 0 };
  if (memberId === undefined) return done({ list: [], total: 0, totalPages: 1, pageNo: q.pageNo, totals: zero });
  const r = await teamLoss(db, agent.id, { ...q, memberId });
  const { total, ...sums } = r.totals;
  return done({
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
    totalPages: pages(total, q.pageSize),
    pageNo: q.pageNo,
    totals: { ...sums, profit: teamProfit(sums) },
  });
}

export async function movementsReport(db: D1Database, agent: Agent, q: z.infer<typeof teamMovementsQuerySchema>): Promise<Outcome<TeamMovementPage>> {
  const scoped = await scope(db, agent, q);
  if (!scoped.ok) return scoped;
  const memberId = scoped.value;
  if (memberId === undefined) return done({ list: [], total: 0, totalPages: 1, pageNo: q.pageNo, inflow: 0, outflow: 0 });
  const r = await teamMovements(db, agent.id, { ...q, memberId });
  return done({ list: r.rows, total: r.total, totalPages: pages(r.total, q.pageSize), pageNo: q.pageNo, inflow: r.inflow, outflow: r.outflow });
}

/** The agent's own income per day and kind over the period. */
export async function incomeReport(db: D1Database, agentId: number, q: PeriodQuery): Promise<Outcome<IncomeReport>> {
  const refused = periodRefusal(q);
  if (refused) return refused;
  const days = await agentIncome(db, agentId, INCOME_KINDS, q);
  return done({ days, total: days.reduce((n, d) => n + d.amount, 0) });
}

/** The merchant's notices to its agents, newest first. */
export async function announcementsPage(db: D1Database, merchant: string, q: z.infer<typeof agentAnnouncementsQuerySchema>): Promise<AgentAnnouncementPage> {
  const { rows, total } = await agentAnnouncements(db, merchant, q);
  return { list: rows, totalPages: pages(total, q.pageSize), pageNo: q.pageNo };
}

/** The operator posts a notice to a brand's agents (dated now unless given); null when there is no such brand. */
export async function postAgentAnnouncement(db: D1Database, a: z.infer<typeof newAgentAnnouncementSchema>): Promise<{ id: number } | null> {
  if (!(await findMerchant(db, a.merchantCode))) return null;
  return { id: await insertAgentAnnouncement(db, { merchant: a.merchantCode, title: a.title, content: a.content, date: a.date ?? Date.now() }) };
}
