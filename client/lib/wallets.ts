import { queryOptions } from '@tanstack/react-query';
import type { VendorTransferRequest } from '@shared/api/cashier';
import type { ApiClient } from './api-client';
import { memberKeys } from '@client/lib/query-keys';

/**
 * The member's wallets (docs/product.md 3 Wallet isSingle): the main one and, on a multi-wallet brand,
 * one per vendor that keeps its own. Used by transferFund and by the game launch's offer to
 * move money in first. Personal: fetched by the browser only.
 */
export const fundsQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: memberKeys.funds(username),
    queryFn: () => api.get('/wps/member/info/funds/consolidated'),
    staleTime: 10_000,
  });

/** Into a vendor's wallet from the main one, or back; the requestId makes a retry move nothing twice. */
export const transferVendor = (api: ApiClient, body: VendorTransferRequest) => api.send('POST', '/wps/v2/wallets/transfer', body);

/** Every vendor wallet back into the main one. */
export const recallAll = (api: ApiClient, requestId: string) => api.send('POST', '/wps/v2/wallets/recall', { requestId });
