/**
 * The agent centre's rules, no Hono context: who is an agent, report periods, the
 * answers' shapes, the invitation code of an agent; a downline's registration rules are
 * shared with the browser (shared/validation/downline-form.ts).
 */
import type { ContractKind, TeamMember, TeamOverview } from '@shared/api/agent';
import { AGENT_ACCOUNT_TYPES } from '@shared/constants';
import type { KindSums, TeamMemberRow } from '../db/queries/agent';
import { randomString } from './accounts';

export const isAgentType = (type: number) => (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);

/** A report period's refusal, the same for every report and record (./report-range.ts). */
export { periodRefusal } from './report-range';

export const pages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The team's result from its own side: what it won and was given less what it staked. */
export const teamProfit = (s: Pick<KindSums, 'bets' | 'wins' | 'bonuses'>) => s.wins + s.bonuses - s.bets;

export function toTeamOverview(
  counts: { teamSize: number; direct: number; indirect: number; newMembers: number },
  activeMembers: number,
  days: (KindSums & { day: string })[],
): TeamOverview {
  const sum = (k: keyof KindSums) => days.reduce((n, d) => n + d[k], 0);
  const totals = { deposits: sum('deposits'), withdrawals: sum('withdrawals'), bets: sum('bets'), wins: sum('wins'), bonuses: sum('bonuses') };
  return {
    teamSize: counts.teamSize,
    direct: counts.direct,
    indirect: counts.indirect,
    newMembers: counts.newMembers,
    activeMembers,
    ...totals,
    profit: teamProfit(totals),
    days: days.map((d) => ({ day: d.day, deposits: d.deposits, withdrawals: d.withdrawals, bets: d.bets, profit: teamProfit(d) })),
  };
}

export const toTeamMember = (r: TeamMemberRow): TeamMember => ({
  id: r.id,
  username: r.username,
  nickname: r.nickname,
  type: r.type,
  level: r.level,
  upline: r.upline ?? '',
  balance: r.balance ?? 0,
  lastLoginAt: r.last_login_at,
  createdAt: r.created_at,
  contracts: (r.contracts ? r.contracts.split(',') : []) as ContractKind[],
});

/** A new invitation code for an agent: AG, its id in base 36, four random letters (upper case). */
export const newAgentCode = (agentId: number) => `AG${agentId.toString(36).toUpperCase()}${randomString(4, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}`;
