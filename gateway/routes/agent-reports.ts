/**
 * /wps/agent/reports/* and /wps/agent/announcements (shared/api/agent.ts): the agent
 * centre's reports over its downline tree (bets, loss, transactions, income) and the brand's
 * notices to its agents. Behind requireSession, requireRealAccount and requireAgent
 * (gateway/index.ts). Thin: parse, call (domain/agent-reports.ts), answer.
 */
import { Hono } from 'hono';
import {
  agentAnnouncementsQuerySchema,
  periodQuerySchema,
  teamBetsQuerySchema,
  teamLossQuerySchema,
  teamMovementsQuerySchema,
  type AgentAnnouncementPage,
  type IncomeReport,
  type TeamBetPage,
  type TeamLossPage,
  type TeamMovementPage,
} from '@shared/api/agent';
import { announcementsPage, betsReport, incomeReport, lossReport, movementsReport } from '../domain/agent-reports';
import type { AppEnv } from '../env';
import { badQuery } from '../lib/agent-answers';
import { ok } from '../lib/envelope';
import { answer } from '../lib/answer';
import { answers } from '../lib/answers';

export const agentReports = new Hono<AppEnv>();

const agent = (c: { var: AppEnv['Variables'] }) => ({ id: c.var.member.id, merchant: c.var.merchant.code });

// ---------------------------------------------------------------- reports

agentReports.get(
  '/reports/bets',
  answers('GET /wps/agent/reports/bets', async (c) => {
    const q = teamBetsQuerySchema.safeParse(c.req.query());
    if (!q.success) return badQuery(c);
    return answer<TeamBetPage>(c, await betsReport(c.env.DB, agent(c), q.data));
  }),
);

agentReports.get(
  '/reports/loss',
  answers('GET /wps/agent/reports/loss', async (c) => {
    const q = teamLossQuerySchema.safeParse(c.req.query());
    if (!q.success) return badQuery(c);
    return answer<TeamLossPage>(c, await lossReport(c.env.DB, agent(c), q.data));
  }),
);

agentReports.get(
  '/reports/transactions',
  answers('GET /wps/agent/reports/transactions', async (c) => {
    const q = teamMovementsQuerySchema.safeParse(c.req.query());
    if (!q.success) return badQuery(c);
    return answer<TeamMovementPage>(c, await movementsReport(c.env.DB, agent(c), q.data));
  }),
);

agentReports.get(
  '/reports/income',
  answers('GET /wps/agent/reports/income', async (c) => {
    const q = periodQuerySchema.safeParse(c.req.query());
    if (!q.success) return badQuery(c);
    return answer<IncomeReport>(c, await incomeReport(c.env.DB, c.var.member.id, q.data));
  }),
);

// ---------------------------------------------------------------- announcements

/** The merchant's notices to its agents, newest first. */
agentReports.get(
  '/announcements',
  answers('GET /wps/agent/announcements', async (c) => {
    const q = agentAnnouncementsQuerySchema.safeParse(c.req.query());
    if (!q.success) return badQuery(c);
    return ok<AgentAnnouncementPage>(c, await announcementsPage(c.env.DB, c.var.merchant.code, q.data));
  }),
);
