/**
 * /wps/agent/reports/* and /wps/agent/announcements (shared/contract-agent.ts): the agent
 * centre's reports over its downline tree (bets, loss, transactions, income) and the brand's
 * notices to its agents. Behind requireSession, requireRealAccount and requireAgent
 * (gateway/index.ts). Thin: parse, call, answer.
 */
import { Hono } from 'hono';
import {
  agentAnnouncementsQuerySchema,
  INCOME_KINDS,
  periodQuerySchema,
  teamBetsQuerySchema,
  teamLossQuerySchema,
  teamMovementsQuerySchema,
  type AgentAnnouncementPage,
  type IncomeReport,
  type TeamBetPage,
  type TeamLossPage,
  type TeamMovementPage,
} from '@shared/contract-agent';
import { agentAnnouncements, agentIncome, teamBets, teamLoss, teamMovements } from '../db/queries/agent';
import { pages, periodProblem, teamProfit } from '../domain/agent';
import type { AppEnv } from '../env';
import { ok } from '../lib/envelope';
import { badPeriod, badQuery, memberFilter } from '../lib/agent-answers';

export const agentReports = new Hono<AppEnv>();

// ---------------------------------------------------------------- reports

agentReports.get('/reports/bets', async (c) => {
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

agentReports.get('/reports/loss', async (c) => {
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

agentReports.get('/reports/transactions', async (c) => {
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

agentReports.get('/reports/income', async (c) => {
  const q = periodQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const problem = periodProblem(q.data);
  if (problem) return badPeriod(c, problem);
  const days = await agentIncome(c.env.DB, c.var.member.id, INCOME_KINDS, q.data);
  return ok<IncomeReport>(c, { days, total: days.reduce((n, d) => n + d.amount, 0) });
});

// ---------------------------------------------------------------- announcements

/** The merchant's notices to its agents, newest first. */
agentReports.get('/announcements', async (c) => {
  const q = agentAnnouncementsQuerySchema.safeParse(c.req.query());
  if (!q.success) return badQuery(c);
  const { rows, total } = await agentAnnouncements(c.env.DB, c.var.merchant.code, q.data);
  return ok<AgentAnnouncementPage>(c, { list: rows, totalPages: pages(total, q.data.pageSize), pageNo: q.data.pageNo });
});
