import { queryOptions } from '@tanstack/react-query';
import type { DepositChannel, DepositOrder, DepositRequest, WalletMovementPage } from '../../../../shared/contract-cashier';
import type { ApiClient } from '../../../lib/api-client';

/** Personal: the member's channels and orders are loaded in the browser only. */
export const depositChannelsQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: ['member', username, 'deposit', 'channels'], queryFn: () => api.get<DepositChannel[]>('/wps/cashier/deposit/channels'), staleTime: 5 * 60_000 });

export const depositOrdersQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: ['member', username, 'deposit', 'orders'], queryFn: () => api.get<DepositOrder[]>('/wps/cashier/deposit/orders'), staleTime: 10_000 });

/** One order, polled every 5 s while it waits for its payment. */
export const depositOrderQuery = (api: ApiClient, username: string, orderNo: string) =>
  queryOptions({
    queryKey: ['member', username, 'deposit', 'order', orderNo],
    queryFn: () => api.get<DepositOrder>('/wps/cashier/deposit/order', { orderNo }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5_000 : false),
  });

/** A pending order; the requestId makes a repeated submit answer the same order. */
export const createDeposit = (api: ApiClient, body: DepositRequest) => api.send<DepositOrder>('POST', '/wps/cashier/deposit', body);

export interface MovementFilter {
  from: number;
  to: number;
  kind: string;
  pageNo: number;
  pageSize: number;
}

/** GET /wps/cashier/transactions: the wallet's movements of a range. */
export const movementsQuery = (api: ApiClient, username: string, f: MovementFilter) =>
  queryOptions({
    queryKey: ['member', username, 'movements', f],
    queryFn: () => api.get<WalletMovementPage>('/wps/cashier/transactions', { from: f.from, to: f.to, kind: f.kind || undefined, pageNo: f.pageNo, pageSize: f.pageSize }),
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
