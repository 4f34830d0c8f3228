/**
 * The keys of the personal queries, in one place so that whoever must refresh one (a page after
 * a move, the live channel when the gateway says something changed) names it the same way as
 * the query that loads it.
 *
 * Everything personal sits under ['member', username] or ['agent', username]: a login or a
 * logout drops a whole person's data with one prefix, and a move that touches many things
 * (a bonus claim) refreshes them with one. Below that, related queries share a prefix
 * (records, withdrawals, messages, contracts, reports) so each can be refreshed as a group.
 */

type Range = { from: number; to: number };

const member = (username: string) => ['member', username] as const;
const agent = (username: string) => ['agent', username] as const;

export const memberKeys = {
  /** Every member's queries: dropped at a login, a logout or an ended session. */
  all: ['member'] as const,
  of: member,
  info: (username: string) => [...member(username), 'info'] as const,
  /** The header's balance: every move of money refreshes it. */
  balance: (username: string) => [...member(username), 'balance'] as const,
  funds: (username: string) => [...member(username), 'funds'] as const,
  upline: (username: string) => [...member(username), 'upline'] as const,
  vip: (username: string) => [...member(username), 'vip'] as const,
  birthday: (username: string) => [...member(username), 'birthday'] as const,

  deposits: (username: string) => [...member(username), 'deposit'] as const,
  depositChannels: (username: string) => [...memberKeys.deposits(username), 'channels'] as const,
  depositOrders: (username: string) => [...memberKeys.deposits(username), 'orders'] as const,
  depositOrder: (username: string, orderNo: string) => [...memberKeys.deposits(username), 'order', orderNo] as const,

  /** The withdrawal's settings (cards, payment password) and the list of withdrawals. */
  withdrawals: (username: string) => [...member(username), 'withdraw'] as const,
  withdrawInfo: (username: string) => [...memberKeys.withdrawals(username), 'info'] as const,
  withdrawList: (username: string) => [...memberKeys.withdrawals(username), 'list'] as const,

  /** The records pages: wallet movements, bets, the daily P&L, the bonuses. */
  records: (username: string) => [...member(username), 'records'] as const,
  movements: (username: string, filter: object) => [...memberKeys.records(username), 'movements', filter] as const,
  bets: (username: string, filter: object) => [...memberKeys.records(username), 'bets', filter] as const,
  profit: (username: string, range: Range, tz: number) => [...memberKeys.records(username), 'profit', range, tz] as const,
  bonuses: (username: string) => [...memberKeys.records(username), 'bonuses'] as const,
  creditReport: (username: string, months: number, timeZone: string) => [...memberKeys.records(username), 'credit-report', months, timeZone] as const,

  /** The inbox's pages and the header's unread count. */
  messages: (username: string) => [...member(username), 'messages'] as const,
  messagePage: (username: string, status: string, pageNo: number) => [...memberKeys.messages(username), 'page', status, pageNo] as const,
  unread: (username: string) => [...memberKeys.messages(username), 'unread'] as const,

  protection: (username: string) => [...member(username), 'protection'] as const,
  protectionSession: (username: string) => [...memberKeys.protection(username), 'session'] as const,
  protectionLogins: (username: string) => [...memberKeys.protection(username), 'logins'] as const,

  tickets: (username: string) => [...member(username), 'tickets'] as const,
  supportRules: (username: string) => [...member(username), 'support-rules'] as const,
  feedback: (username: string) => [...member(username), 'feedback'] as const,
  chatUrl: (username: string, language: string) => [...member(username), 'chatUrl', language] as const,
  chatUnread: (username: string) => [...member(username), 'chatUnread'] as const,

  rewards: (username: string) => [...member(username), 'rewards'] as const,
  rescue: (username: string) => [...member(username), 'rescue'] as const,
  referral: (username: string) => [...member(username), 'referral'] as const,
  redEnvelope: (username: string) => [...member(username), 'redEnvelope'] as const,
  rebateSummary: (username: string) => [...member(username), 'rebate', 'summary'] as const,
  rebateClaims: (username: string, pageNo: number) => [...member(username), 'rebate', 'claims', pageNo] as const,
  missionsSummary: (username: string) => [...member(username), 'missions', 'summary'] as const,
  missionsBoard: (username: string) => [...member(username), 'missions', 'board'] as const,
  missionsLeaderboard: (username: string) => [...member(username), 'missions', 'leaderboard'] as const,

  points: (username: string) => [...member(username), 'points'] as const,
  pointDetails: (username: string, pageNo: number) => [...member(username), 'pointDetails', pageNo] as const,
  redemptions: (username: string, pageNo: number) => [...member(username), 'redemptions', pageNo] as const,

  recentGames: (username: string) => [...member(username), 'recentGames'] as const,
  /** A lottery's lobby for one game; the full key adds the play type and language. */
  lotteryLobby: (username: string, gameCode: string) => [...member(username), 'lotteryLobby', gameCode] as const,
};

export const agentKeys = {
  of: agent,
  wallet: (username: string) => [...agent(username), 'wallet'] as const,
  referral: (username: string) => [...agent(username), 'referral'] as const,
  members: (username: string, query: object) => [...agent(username), 'members', query] as const,
  member: (username: string, memberId: number) => [...agent(username), 'member', memberId] as const,
  announcements: (username: string, pageNo: number, pageSize: number) => [...agent(username), 'announcements', pageNo, pageSize] as const,

  /** The reports (the agents' records pages). */
  reports: (username: string) => [...agent(username), 'reports'] as const,
  overview: (username: string, range: Range) => [...agentKeys.reports(username), 'overview', range] as const,
  bets: (username: string, query: object) => [...agentKeys.reports(username), 'bets', query] as const,
  loss: (username: string, query: object) => [...agentKeys.reports(username), 'loss', query] as const,
  movements: (username: string, query: object) => [...agentKeys.reports(username), 'movements', query] as const,
  income: (username: string, range: Range) => [...agentKeys.reports(username), 'income', range] as const,

  /** Commission deals: the offers and running ones, and their settlements. */
  contracts: (username: string) => [...agent(username), 'contracts'] as const,
  contractLists: (username: string, kind: string) => [...agentKeys.contracts(username), 'lists', kind] as const,
  settlements: (username: string, kind: string) => [...agentKeys.contracts(username), 'settlements', kind] as const,
};

/** Public queries more than one area reads (edge-cached; the server may load them for the first paint). */
export const publicKeys = {
  whitelabel: ['whitelabel'] as const,
  vendors: ['vendors'] as const,
  registerSettings: ['registerSettings'] as const,
};
