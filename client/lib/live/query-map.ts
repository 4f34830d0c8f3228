import type { QueryKey } from '@tanstack/react-query';
import type { LiveEventKind } from '@shared/live-events';
import { agentKeys, memberKeys } from '../query-keys';

/**
 * Which cached queries each live event makes stale: the one table to change when query keys
 * move. Keys are prefixes (react-query invalidates every query that starts with one), so an
 * event refreshes every open view of that data, on every page, in every tab that holds it.
 */
const { balance, funds, records, deposits, messages, unread } = memberKeys;
const mine = (u: string, part: string): QueryKey => [...memberKeys.of(u), part];
const agents = (u: string, part: string): QueryKey => [...agentKeys.of(u), part];
/** the withdraw page's list of the member's withdrawals */
export const withdrawalsKey = (u: string): QueryKey => [...memberKeys.withdrawals(u), 'list'];
/** an agent's contract lists and settlements (every kind) */
export const contractsKey = (u: string): QueryKey => agentKeys.contracts(u);
const withdrawals = (u: string): QueryKey => memberKeys.withdrawals(u);
/** the contract lists alone: an offer or an answer changes no settlement, so those are not asked for again */
const contractLists = (u: string): QueryKey => [...agentKeys.contracts(u), 'lists'];

export const LIVE_QUERIES: Record<LiveEventKind, (username: string) => QueryKey[]> = {
  'deposit.paid': (u) => [balance(u), funds(u), deposits(u), records(u)],
  'withdrawal.requested': (u) => [balance(u), funds(u), withdrawals(u), records(u)],
  'withdrawal.paid': (u) => [withdrawals(u), records(u)],
  'withdrawal.rejected': (u) => [balance(u), funds(u), withdrawals(u), records(u)],
  'withdrawal.received': (u) => [withdrawals(u), records(u)],
  // an agent's own wallet, its downlines' balances and its reports move with it
  transfer: (u) => [balance(u), funds(u), records(u), agents(u, 'wallet'), agents(u, 'members'), agentKeys.reports(u)],
  'bonus.paid': (u) => [balance(u), funds(u), records(u), mine(u, 'rewards')],
  // the inbox's pages and the header's unread count share this prefix
  'message.arrived': (u) => [messages(u)],
  'contract.offered': (u) => [contractLists(u)],
  'contract.answered': (u) => [contractLists(u)],
  'points.changed': (u) => [balance(u), mine(u, 'points'), mine(u, 'pointDetails'), mine(u, 'redemptions')],
  // any move of money, whatever made it (a game round, a red envelope, a lottery bet): its balance is in the cache already (cache-patches.ts)
  'balance.changed': (u) => [balance(u), funds(u), records(u)],
  // the session may be one of those ended: asking for the balance answers 401 there, which logs it out
  'session.ended': (u) => [balance(u)],
  // another session changed the second factor: my account's status and passkeys, and the login history
  'security.changed': (u) => [mine(u, 'secondFactor'), mine(u, 'passkeys'), [...memberKeys.protection(u), 'logins']],
  // handled by the page itself (every tab logs out)
  'break.started': () => [],
  // public lists, keyed by the content and games features (their api/keys.ts)
  'win.big': () => [['winnerBoard'], ['winners']],
  // handled by the page itself (the layout's maintenance notice)
  'maintenance.scheduled': () => [],
  'maintenance.ended': () => [],
};

/** What the polling fallback refreshes while no socket can be held: the few personal queries a page shows most. */
export const POLLED_QUERIES = (u: string): QueryKey[] => [balance(u), unread(u), withdrawals(u), contractsKey(u)];

/** After `resync` (the backlog no longer reaches back): everything personal, once. */
export const RESYNC_QUERIES = (u: string): QueryKey[] => [memberKeys.of(u), agentKeys.of(u)];
