import type { CentreData } from '@client/components/centre/centre-registry';
import { PAGE_SIZE } from '@client/components/records/records-filters';
import type { ContractKind } from '@shared/api/agent';
import {
  announcementsQuery,
  contractsQuery,
  incomeQuery,
  overviewQuery,
  registerSettingsQuery,
  settlementsQuery,
  teamBetsQuery,
  teamLossQuery,
  teamMembersQuery,
  teamMovementsQuery,
} from './api/agent';

/** The page sizes of the announcement and team pages (their own, not the records pages'). */
const ANNOUNCEMENTS_PAGE = 10;
const TEAM_PAGE = 20;

/** A contract page: its contracts and settlements, and the direct downline agents its offer form lists. */
const contract =
  (kind: ContractKind): CentreData =>
  ({ api, username }) => [
    contractsQuery(api, username, kind),
    settlementsQuery(api, username, kind),
    teamMembersQuery(api, username, { level: 'direct', pageNo: 1, pageSize: 100 }),
  ];

/**
 * What each page of the agent centre (./registry.ts) shows on its first screen, by page id,
 * which the server render loads with the page (client/app/member-data.ts): the same queries,
 * with the same first filters, as the page's own useQuery calls. agentRegister's referral card is
 * left to the browser: its link is made from the browser's own address (window.location) at render.
 */
export const AGENT_CENTRE_DATA: Readonly<Record<string, CentreData>> = {
  agentAnnouncement: ({ api, username }) => [announcementsQuery(api, username, 1, ANNOUNCEMENTS_PAGE)],
  agentTeamOverview: ({ api, username, range }) => [overviewQuery(api, username, range)],
  agentRegister: ({ api }) => [registerSettingsQuery(api)],
  agentTeamManagement: ({ api, username }) => [teamMembersQuery(api, username, { keyword: '', level: 'all', pageNo: 1, pageSize: TEAM_PAGE })],
  agentTeamBetting: ({ api, username, range }) => [teamBetsQuery(api, username, { ...range, username: '', category: '', pageNo: 1, pageSize: PAGE_SIZE })],
  agentUserLoss: ({ api, username, range }) => [teamLossQuery(api, username, { ...range, username: '', pageNo: 1, pageSize: PAGE_SIZE })],
  agentMyIncome: ({ api, username, range }) => [incomeQuery(api, username, range)],
  agentAccountDetails: ({ api, username, range }) => [teamMovementsQuery(api, username, { ...range, username: '', kind: '', pageNo: 1, pageSize: PAGE_SIZE })],
  agentDividendRecord: contract('dividend'),
  agentDailyWages: contract('daily_salary'),
  agentHourlySalary: contract('hourly_salary'),
  agentRealtimeSalary: contract('realtime_salary'),
};
