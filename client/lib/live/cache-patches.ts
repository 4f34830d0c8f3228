import type { QueryClient } from '@tanstack/react-query';
import type { Balance } from '@shared/api';
import type { ContractLists } from '@shared/api/agent';
import type { WithdrawStatus, Withdrawal } from '@shared/api/cashier';
import type { LiveEventKind, LiveFrame } from '@shared/live-events';
import { memberKeys } from '../query-keys';
import { contractsKey, withdrawalsKey } from './query-map';

type Patch = (queryClient: QueryClient, username: string, frame: LiveFrame) => void;

/** A withdrawal's new status, written into the cached list at once (the list's refetch follows and confirms it). */
const withdrawalStatus =
  (status: (frame: LiveFrame) => WithdrawStatus): Patch =>
  (queryClient, username, frame) => {
    const orderNo = frame.data.orderNo;
    if (typeof orderNo !== 'string') return;
    queryClient.setQueriesData<Withdrawal[]>({ queryKey: withdrawalsKey(username) }, (list) =>
      Array.isArray(list) ? list.map((w) => (w.orderNo === orderNo ? { ...w, status: status(frame) } : w)) : list,
    );
  };

/**
 * A move of money says what the main wallet holds once it is stored (`balance`): the header
 * shows it at once. The refetch the event also starts (query-map.ts) still follows, and its
 * answer wins, so an event that came late with an older balance is corrected a moment after.
 */
export const setBalanceFrom: Patch = (queryClient, username, frame) => {
  const balance = frame.data.balance;
  if (typeof balance !== 'number' || !Number.isFinite(balance)) return;
  queryClient.setQueryData<Balance>(memberKeys.balance(username), (old) => (old ? { ...old, sumBalance: balance } : old));
};

const RECEIPT: readonly string[] = ['received', 'partly_received', 'not_received'];

/**
 * What an event says outright, set in the cache before the refetch its queries get (query-map.ts):
 * an open withdraw page or contracts page shows the new status as soon as the event comes, without
 * waiting for the round trip to the gateway.
 */
export const LIVE_PATCHES: Partial<Record<LiveEventKind, Patch>> = {
  'withdrawal.paid': withdrawalStatus(() => 'paid'),
  'withdrawal.rejected': withdrawalStatus(() => 'rejected'),
  'withdrawal.received': withdrawalStatus((f) =>
    typeof f.data.result === 'string' && RECEIPT.includes(f.data.result) ? (f.data.result as WithdrawStatus) : 'auto_received',
  ),
  'contract.answered': (queryClient, username, frame) => {
    const id = frame.data.id;
    if (typeof id !== 'number') return;
    const status = frame.data.accepted === true ? 'active' : 'rejected';
    queryClient.setQueriesData<ContractLists>({ queryKey: contractsKey(username) }, (lists) =>
      lists && Array.isArray(lists.offered) && Array.isArray(lists.received)
        ? {
            ...lists,
            offered: lists.offered.map((c) => (c.id === id ? { ...c, status } : c)),
            received: lists.received.map((c) => (c.id === id ? { ...c, status } : c)),
          }
        : lists,
    );
  },
};
