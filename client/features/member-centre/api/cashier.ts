import { queryOptions } from '@tanstack/react-query';
import type { BindCardRequest, DepositRequest, ReceiptResult, UplineTransferRequest, WithdrawRequest } from '@shared/api/cashier';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';
import type { SecondFactorProof } from '@shared/api/second-factor';

/** Personal: the member's channels and orders are loaded in the browser only. */
export const depositChannelsQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: memberCentreKeys.depositChannels(username),
    queryFn: () => api.get('/wps/cashier/deposit/channels'),
    staleTime: 5 * 60_000,
  });

export const depositOrdersQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: memberCentreKeys.depositOrders(username),
    queryFn: () => api.get('/wps/cashier/deposit/orders'),
    staleTime: 10_000,
  });

/** One order, polled every 5 s while it waits for its payment. */
export const depositOrderQuery = (api: ApiClient, username: string, orderNo: string) =>
  queryOptions({
    queryKey: memberCentreKeys.depositOrder(username, orderNo),
    queryFn: () => api.get('/wps/cashier/deposit/order', { orderNo }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5_000 : false),
  });

/** A pending order; the requestId makes a repeated submit answer the same order. */
export const createDeposit = (api: ApiClient, body: DepositRequest) => api.send('POST', '/wps/cashier/deposit', body);

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
    queryKey: memberCentreKeys.movements(username, f),
    queryFn: () => api.get('/wps/cashier/transactions', { from: f.from, to: f.to, kind: f.kind || undefined, pageNo: f.pageNo, pageSize: f.pageSize }),
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });

export const withdrawInfoQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.withdrawInfo(username), queryFn: () => api.get('/wps/cashier/withdraw/info'), staleTime: 10_000 });

export const withdrawalsQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.withdrawList(username), queryFn: () => api.get('/wps/cashier/withdrawals'), staleTime: 10_000 });

/** A member with a second factor may be asked for it (step-up): `secondFactor` then carries the code. */
export const setPaymentPassword = (api: ApiClient, paymentPassword: string, secondFactor?: SecondFactorProof) =>
  api.send('POST', '/wps/cashier/payment-password', { paymentPassword, secondFactor });

export const bindCard = (api: ApiClient, body: BindCardRequest) => api.send('POST', '/wps/cashier/cards', body);

/** A withdrawal; the requestId makes a repeated submit answer the same withdrawal. */
export const requestWithdrawal = (api: ApiClient, body: WithdrawRequest) => api.send('POST', '/wps/cashier/withdraw', body);

/** The member's answer to a paid-out withdrawal (multipart for the proof image). */
export function confirmWithdrawal(api: ApiClient, orderNo: string, result: ReceiptResult, receivedAmount?: number, proof?: File) {
  const form = new FormData();
  form.set('orderNo', orderNo);
  form.set('result', result);
  if (receivedAmount !== undefined) form.set('receivedAmount', String(receivedAmount));
  if (proof) form.set('proof', proof);
  return api.send('POST', '/wps/cashier/withdraw/confirm', form);
}

/** GET /wps/cashier/profit: stake, win, bonus and net per day, in the player's time zone. */
/** Days of the brand's time zone: tz is its offset in minutes. */
export const profitQuery = (api: ApiClient, username: string, range: { from: number; to: number }, tz: number) =>
  queryOptions({
    queryKey: memberCentreKeys.profit(username, range, tz),
    queryFn: () => api.get('/wps/cashier/profit', { ...range, tz }),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });

export interface BetFilter {
  from: number;
  to: number;
  category: string;
  vendor: string;
  pageNo: number;
  pageSize: number;
}

/** GET /wps/cashier/bets: the member's settled bets of a range. */
export const betsQuery = (api: ApiClient, username: string, f: BetFilter) =>
  queryOptions({
    queryKey: memberCentreKeys.bets(username, f),
    queryFn: () =>
      api.get('/wps/cashier/bets', {
        from: f.from,
        to: f.to,
        category: f.category || undefined,
        vendor: f.vendor || undefined,
        pageNo: f.pageNo,
        pageSize: f.pageSize,
      }),
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });

/** GET /wps/cashier/bonuses: every bonus with its turnover progress. */
export const bonusesQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.bonuses(username), queryFn: () => api.get('/wps/cashier/bonuses'), staleTime: 10_000 });

export const uplineQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.upline(username), queryFn: () => api.get('/wps/cashier/upline'), staleTime: 5 * 60_000 });

/** A transfer to the upline agent; the requestId makes a repeated submit move money once. */
export const transferToUpline = (api: ApiClient, body: UplineTransferRequest) => api.send('POST', '/wps/cashier/transfer/upline', body);
