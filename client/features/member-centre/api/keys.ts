import { memberKeys } from '@client/lib/query-keys';

type Range = { from: number; to: number };

/** The member centre's own query keys, each under a prefix of client/lib/query-keys.ts (a logout or a group refresh reaches it). */
export const memberCentreKeys = {
  availablePromo: ['availablePromo'] as const,
  upline: (username: string) => [...memberKeys.of(username), 'upline'] as const,
  vip: (username: string) => [...memberKeys.of(username), 'vip'] as const,
  birthday: (username: string) => [...memberKeys.of(username), 'birthday'] as const,
  secondFactor: (username: string) => [...memberKeys.of(username), 'secondFactor'] as const,
  passkeys: (username: string) => [...memberKeys.of(username), 'passkeys'] as const,
  depositChannels: (username: string) => [...memberKeys.deposits(username), 'channels'] as const,
  depositOrders: (username: string) => [...memberKeys.deposits(username), 'orders'] as const,
  depositOrder: (username: string, orderNo: string) => [...memberKeys.deposits(username), 'order', orderNo] as const,
  withdrawInfo: (username: string) => [...memberKeys.withdrawals(username), 'info'] as const,
  withdrawList: (username: string) => [...memberKeys.withdrawals(username), 'list'] as const,
  movements: (username: string, filter: object) => [...memberKeys.records(username), 'movements', filter] as const,
  bets: (username: string, filter: object) => [...memberKeys.records(username), 'bets', filter] as const,
  profit: (username: string, range: Range, tz: number) => [...memberKeys.records(username), 'profit', range, tz] as const,
  bonuses: (username: string) => [...memberKeys.records(username), 'bonuses'] as const,
  creditReport: (username: string, months: number, timeZone: string) => [...memberKeys.records(username), 'credit-report', months, timeZone] as const,
  messagePage: (username: string, status: string, pageNo: number) => [...memberKeys.messages(username), 'page', status, pageNo] as const,
  protectionSession: (username: string) => [...memberKeys.protection(username), 'session'] as const,
  protectionLogins: (username: string) => [...memberKeys.protection(username), 'logins'] as const,
  tickets: (username: string) => [...memberKeys.of(username), 'tickets'] as const,
  supportRules: (username: string) => [...memberKeys.of(username), 'support-rules'] as const,
  feedback: (username: string) => [...memberKeys.of(username), 'feedback'] as const,
  rewards: (username: string) => [...memberKeys.of(username), 'rewards'] as const,
  rescue: (username: string) => [...memberKeys.of(username), 'rescue'] as const,
  referral: (username: string) => [...memberKeys.of(username), 'referral'] as const,
  redEnvelope: (username: string) => [...memberKeys.of(username), 'redEnvelope'] as const,
  rebateSummary: (username: string) => [...memberKeys.of(username), 'rebate', 'summary'] as const,
  rebateClaims: (username: string, pageNo: number) => [...memberKeys.of(username), 'rebate', 'claims', pageNo] as const,
  missionsSummary: (username: string) => [...memberKeys.of(username), 'missions', 'summary'] as const,
  missionsBoard: (username: string) => [...memberKeys.of(username), 'missions', 'board'] as const,
  missionsLeaderboard: (username: string) => [...memberKeys.of(username), 'missions', 'leaderboard'] as const,
};
