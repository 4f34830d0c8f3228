import { CENTRE_HOME } from '@shared/centre';
import type { CentrePageEntry } from '@client/components/centre/centre-registry';

/**
 * A page of this centre: the module ./pages/<module>.tsx. Its source file (which the worker
 * looks up in the client build's manifest to preload the page's chunk) and its lazy import
 * both come from that one name; tests/unit/registry-modules.test.ts checks that they agree.
 */
const page = (id: string, module: string, flag?: string): CentrePageEntry => ({
  id,
  ...(flag && { flag }),
  file: `client/features/agent-centre/pages/${module}.tsx`,
  load: () => import(`./pages/${module}.tsx`),
});

/**
 * docs/product.md 2.6 agent centre: one line per page, in the menu's order. The contract pages show
 * only when their feature is on (the whitelabel AGENT modules CONTRACT, SALARY, HOURSALARY,
 * REALTIMESALARY stand in for the contract summary's flags enableCt, salary, hourSalary,
 * agentRealtimeSalary). A new page is a module in ./pages/<page id>.tsx and its line here.
 */
export const AGENT_CENTRE_PAGES: readonly CentrePageEntry[] = [
  page('agentAnnouncement', 'agent-announcement'),
  page('agentTeamOverview', 'agent-team-overview'),
  page('agentRegister', 'agent-register'),
  page('agentTeamManagement', 'agent-team-management'),
  page('agentTeamBetting', 'agent-team-betting'),
  page('agentUserLoss', 'agent-user-loss'),
  page('agentMyIncome', 'agent-my-income'),
  page('agentAccountDetails', 'agent-account-details'),
  page('agentDividendRecord', 'agent-dividend-record', 'CONTRACT'),
  page('agentDailyWages', 'agent-daily-wages', 'SALARY'),
  page('agentHourlySalary', 'agent-hourly-salary', 'HOURSALARY'),
  page('agentRealtimeSalary', 'agent-realtime-salary', 'REALTIMESALARY'),
];

export const AGENT_CENTRE_HOME = CENTRE_HOME.agent;
