import { queryOptions } from '@tanstack/react-query';
import type {
  ContractKind,
  ContractOffer,
  AgentRegisterRequest,
  AgentTransferRequest,
  TeamBetsQuery,
  TeamLossQuery,
  TeamMembersQuery,
  TeamMovementsQuery,
} from '@shared/api/agent';
import type { ApiClient, Query } from '@client/lib/api-client';
import { publicKeys } from '@client/lib/query-keys';
import { agentCentreKeys } from './keys';

/**
 * The agent centre's calls (shared/api/agent.ts): personal data, loaded by the browser
 * only, under agentKeys (client/lib/query-keys.ts) so a transfer or a new downline refreshes them.
 */
/** A range of the brand's days; tz is the brand zone's offset (the range filter's), else the browser's. */
const period = (range: { from: number; to: number; tz?: number }) => ({ ...range, tz: range.tz ?? -new Date(range.from).getTimezoneOffset() });

const clean = (q: Record<string, string | number | undefined>): Query => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export const overviewQuery = (api: ApiClient, username: string, range: { from: number; to: number }) =>
  queryOptions({
    queryKey: agentCentreKeys.overview(username, range),
    queryFn: () => api.get('/wps/agent/team/overview', period(range)),
    staleTime: 30_000,
  });

export const teamMembersQuery = (api: ApiClient, username: string, q: TeamMembersQuery) =>
  queryOptions({
    queryKey: agentCentreKeys.members(username, q),
    queryFn: () => api.get('/wps/agent/team/members', clean({ ...q })),
    staleTime: 10_000,
  });

export const teamMemberQuery = (api: ApiClient, username: string, memberId: number) =>
  queryOptions({
    queryKey: agentCentreKeys.member(username, memberId),
    queryFn: () => api.get('/wps/agent/team/member', { memberId }),
    staleTime: 10_000,
  });

export const agentWalletQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: agentCentreKeys.wallet(username), queryFn: () => api.get('/wps/agent/wallet'), staleTime: 10_000 });

/** Once per requestId: a retried submit answers the first transfer. */
export const transferToDownline = (api: ApiClient, body: AgentTransferRequest) => api.send('POST', '/wps/agent/team/transfer', body);

/** The worker sends the body upstream as JWE (it carries a password). */
export const registerDownline = (api: ApiClient, body: AgentRegisterRequest) => api.send('POST', '/wps/agent/register', body);

export const referralQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: agentCentreKeys.referral(username), queryFn: () => api.get('/wps/agent/referral'), staleTime: 5 * 60_000 });

type Range = { from: number; to: number };

export const teamBetsQuery = (api: ApiClient, username: string, q: Omit<TeamBetsQuery, 'tz'> & Range) =>
  queryOptions({
    queryKey: agentCentreKeys.bets(username, q),
    queryFn: () => api.get('/wps/agent/reports/bets', clean({ ...q, ...period(q) })),
    staleTime: 10_000,
  });

export const teamLossQuery = (api: ApiClient, username: string, q: Omit<TeamLossQuery, 'tz'> & Range) =>
  queryOptions({
    queryKey: agentCentreKeys.loss(username, q),
    queryFn: () => api.get('/wps/agent/reports/loss', clean({ ...q, ...period(q) })),
    staleTime: 10_000,
  });

export const teamMovementsQuery = (api: ApiClient, username: string, q: Omit<TeamMovementsQuery, 'tz'> & Range) =>
  queryOptions({
    queryKey: agentCentreKeys.movements(username, q),
    queryFn: () => api.get('/wps/agent/reports/transactions', clean({ ...q, ...period(q) })),
    staleTime: 10_000,
  });

export const incomeQuery = (api: ApiClient, username: string, range: Range) =>
  queryOptions({
    queryKey: agentCentreKeys.income(username, range),
    queryFn: () => api.get('/wps/agent/reports/income', period(range)),
    staleTime: 10_000,
  });

/** The brand's per-field registration rules (docs/product.md 5; public, edge-cached): the same key as the registration form's. */
export const registerSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: publicKeys.registerSettings,
    queryFn: () => api.get('/wps/system/setting/register'),
    staleTime: 5 * 60_000,
  });

export const announcementsQuery = (api: ApiClient, username: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: agentCentreKeys.announcements(username, pageNo, pageSize),
    queryFn: () => api.get('/wps/agent/announcements', { pageNo, pageSize }),
    staleTime: 60_000,
  });

export const contractsQuery = (api: ApiClient, username: string, kind: ContractKind) =>
  queryOptions({
    queryKey: agentCentreKeys.contractLists(username, kind),
    queryFn: () => api.get('/wps/agent/contracts', { kind }),
    staleTime: 10_000,
  });

export const settlementsQuery = (api: ApiClient, username: string, kind: ContractKind) =>
  queryOptions({
    queryKey: agentCentreKeys.settlements(username, kind),
    queryFn: () => api.get('/wps/agent/contracts/settlements', { kind }),
    staleTime: 30_000,
  });

/** Once per requestId. */
export const offerContract = (api: ApiClient, body: ContractOffer) => api.send('POST', '/wps/agent/contracts', body);
export const answerContract = (api: ApiClient, contractId: number, accept: boolean) => api.send('POST', '/wps/agent/contracts/answer', { contractId, accept });
export const terminateContract = (api: ApiClient, contractId: number) => api.send('POST', '/wps/agent/contracts/terminate', { contractId });
