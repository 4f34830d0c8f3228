import { CENTRE_HOME } from '@shared/centre';
import type { CentrePageEntry } from '@client/components/centre/centre-registry';

/**
 * SPEC.md 2.6 agent centre: one line per page, in the menu's order. The contract pages show
 * only when their feature is on (the whitelabel AGENT modules CONTRACT, SALARY, HOURSALARY,
 * REALTIMESALARY stand in for the contract summary's flags enableCt, salary, hourSalary,
 * agentRealtimeSalary). A new page is a module in ./pages/<page id>.tsx and its line here.
 */
export const AGENT_CENTRE_PAGES: readonly CentrePageEntry[] = [
  { id: 'agentAnnouncement', file: 'client/features/agent-centre/pages/agent-announcement.tsx', load: () => import('./pages/agent-announcement') },
  { id: 'agentTeamOverview', file: 'client/features/agent-centre/pages/agent-team-overview.tsx', load: () => import('./pages/agent-team-overview') },
  { id: 'agentRegister', file: 'client/features/agent-centre/pages/agent-register.tsx', load: () => import('./pages/agent-register') },
  { id: 'agentTeamManagement', file: 'client/features/agent-centre/pages/agent-team-management.tsx', load: () => import('./pages/agent-team-management') },
  { id: 'agentTeamBetting', file: 'client/features/agent-centre/pages/agent-team-betting.tsx', load: () => import('./pages/agent-team-betting') },
  { id: 'agentUserLoss', file: 'client/features/agent-centre/pages/agent-user-loss.tsx', load: () => import('./pages/agent-user-loss') },
  { id: 'agentMyIncome', file: 'client/features/agent-centre/pages/agent-my-income.tsx', load: () => import('./pages/agent-my-income') },
  { id: 'agentAccountDetails', file: 'client/features/agent-centre/pages/agent-account-details.tsx', load: () => import('./pages/agent-account-details') },
  {
    id: 'agentDividendRecord',
    flag: 'CONTRACT',
    file: 'client/features/agent-centre/pages/agent-dividend-record.tsx',
    load: () => import('./pages/agent-dividend-record'),
  },
  { id: 'agentDailyWages', flag: 'SALARY', file: 'client/features/agent-centre/pages/agent-daily-wages.tsx', load: () => import('./pages/agent-daily-wages') },
  {
    id: 'agentHourlySalary',
    flag: 'HOURSALARY',
    file: 'client/features/agent-centre/pages/agent-hourly-salary.tsx',
    load: () => import('./pages/agent-hourly-salary'),
  },
  {
    id: 'agentRealtimeSalary',
    flag: 'REALTIMESALARY',
    file: 'client/features/agent-centre/pages/agent-realtime-salary.tsx',
    load: () => import('./pages/agent-realtime-salary'),
  },
];

export const AGENT_CENTRE_HOME = CENTRE_HOME.agent;
