import { agentKeys } from '@client/lib/query-keys';

type Range = { from: number; to: number };

/** The agent centre's own query keys, each under a prefix of client/lib/query-keys.ts. */
export const agentCentreKeys = {
  wallet: (username: string) => [...agentKeys.of(username), 'wallet'] as const,
  referral: (username: string) => [...agentKeys.of(username), 'referral'] as const,
  members: (username: string, query: object) => [...agentKeys.of(username), 'members', query] as const,
  member: (username: string, memberId: number) => [...agentKeys.of(username), 'member', memberId] as const,
  announcements: (username: string, pageNo: number, pageSize: number) => [...agentKeys.of(username), 'announcements', pageNo, pageSize] as const,
  overview: (username: string, range: Range) => [...agentKeys.reports(username), 'overview', range] as const,
  bets: (username: string, query: object) => [...agentKeys.reports(username), 'bets', query] as const,
  loss: (username: string, query: object) => [...agentKeys.reports(username), 'loss', query] as const,
  movements: (username: string, query: object) => [...agentKeys.reports(username), 'movements', query] as const,
  income: (username: string, range: Range) => [...agentKeys.reports(username), 'income', range] as const,
  contractLists: (username: string, kind: string) => [...agentKeys.contracts(username), 'lists', kind] as const,
  settlements: (username: string, kind: string) => [...agentKeys.contracts(username), 'settlements', kind] as const,
};
