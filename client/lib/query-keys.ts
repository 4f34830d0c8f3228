/**
 * The keys of the personal queries more than one area reads or refreshes, in one place so that
 * whoever must refresh one (a page after a move, the live channel when the gateway says
 * something changed) names it the same way as the query that loads it. A key only one
 * feature uses lives in that feature's api/keys.ts, under one of these prefixes.
 *
 * Everything personal sits under ['member', username] or ['agent', username]: a login or a
 * logout drops a whole person's data with one prefix, and a move that touches many things
 * (a bonus claim) refreshes them with one. Below that, related queries share a group prefix
 * (records, withdrawals, messages, deposits, protection; the agent's reports and contracts)
 * so each group can be refreshed at once.
 */

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
  /** Deposit channels and orders. */
  deposits: (username: string) => [...member(username), 'deposit'] as const,
  /** The withdrawal's settings (cards, payment password) and the list of withdrawals. */
  withdrawals: (username: string) => [...member(username), 'withdraw'] as const,
  /** The records pages: wallet movements, bets, the daily P&L, the bonuses, the credit report. */
  records: (username: string) => [...member(username), 'records'] as const,
  /** The inbox's pages and the header's unread count. */
  messages: (username: string) => [...member(username), 'messages'] as const,
  unread: (username: string) => [...member(username), 'messages', 'unread'] as const,
  /** Responsible gaming: limits, the session clock, the login history. */
  protection: (username: string) => [...member(username), 'protection'] as const,
};

export const agentKeys = {
  of: agent,
  /** The reports (the agents' records pages). */
  reports: (username: string) => [...agent(username), 'reports'] as const,
  /** Commission deals: the offers and running ones, and their settlements. */
  contracts: (username: string) => [...agent(username), 'contracts'] as const,
};

/** Public queries more than one area reads (edge-cached; the server may load them for the first paint). */
export const publicKeys = {
  whitelabel: ['whitelabel'] as const,
  vendors: ['vendors'] as const,
  registerSettings: ['registerSettings'] as const,
};
