import type { QueryKey } from '@tanstack/react-query';
import type { LiveEventKind } from '@shared/live-events';

/**
 * Which cached queries each live event makes stale: the one table to change when query keys
 * move. Keys are prefixes (react-query invalidates every query that starts with one), so an
 * event refreshes every open view of that data, on every page, in every tab that holds it.
 */
const balance = (u: string): QueryKey => ['member', u, 'balance'];
const funds = (u: string): QueryKey => ['member', u, 'funds'];
/** the member centre's transaction records */
const records = (u: string): QueryKey => ['member', u, 'movements'];
/** the withdraw page's list of the member's withdrawals */
export const withdrawalsKey = (u: string): QueryKey => ['member', u, 'withdraw', 'list'];
/** an agent's contract lists (every kind) */
export const contractsKey = (u: string): QueryKey => ['agent', u, 'contracts'];

export const LIVE_QUERIES: Record<LiveEventKind, (username: string) => QueryKey[]> = {
  'deposit.paid': (u) => [balance(u), funds(u), ['member', u, 'deposit'], records(u)],
  'withdrawal.requested': (u) => [balance(u), funds(u), ['member', u, 'withdraw'], records(u)],
  'withdrawal.paid': (u) => [['member', u, 'withdraw'], records(u)],
  'withdrawal.rejected': (u) => [balance(u), funds(u), ['member', u, 'withdraw'], records(u)],
  'withdrawal.received': (u) => [['member', u, 'withdraw'], records(u)],
  transfer: (u) => [balance(u), funds(u), records(u), ['agent', u, 'wallet'], ['agent', u, 'members'], ['agent', u, 'movements']],
  'bonus.paid': (u) => [balance(u), funds(u), records(u), ['member', u, 'rewards']],
  'message.arrived': (u) => [
    ['member', u, 'unread'],
    ['member', u, 'messages'],
  ],
  'contract.offered': (u) => [contractsKey(u)],
  'contract.answered': (u) => [
    ['agent', u, 'contracts'],
    ['agent', u, 'settlements'],
  ],
  'points.changed': (u) => [balance(u), ['member', u, 'points'], ['member', u, 'pointDetails'], ['member', u, 'redemptions']],
  // the session may be one of those ended: asking for the balance answers 401 there, which logs it out
  'session.ended': (u) => [balance(u)],
  // handled by the page itself (every tab logs out)
  'break.started': () => [],
  'win.big': () => [['winnerBoard'], ['winners']],
  'maintenance.scheduled': () => [['notices']],
};

/** What the polling fallback refreshes while no socket can be held: the few personal queries a page shows most. */
export const POLLED_QUERIES = (u: string): QueryKey[] => [balance(u), ['member', u, 'unread'], ['member', u, 'withdraw'], contractsKey(u)];

/** After `resync` (the backlog no longer reaches back): everything personal, once. */
export const RESYNC_QUERIES = (u: string): QueryKey[] => [
  ['member', u],
  ['agent', u],
];
