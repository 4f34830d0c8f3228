import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

/** manualRebate: what the member earned since its last claim (browser only, personal). */
export const rebateSummaryQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.rebateSummary(username), queryFn: () => api.get('/wps/rebate/summary'), staleTime: 10_000 });

export const rebateClaimsQuery = (api: ApiClient, username: string, pageNo: number) =>
  queryOptions({
    queryKey: memberCentreKeys.rebateClaims(username, pageNo),
    queryFn: () => api.get('/wps/rebate/claims', { pageNo }),
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });

/** The requestId makes a repeated submit answer the same claim. */
export const claimRebate = (api: ApiClient, requestId: string) => api.send('POST', '/wps/rebate/claim', { requestId });

/** playerRank: the member's VIP level, progress and the level table. */
export const vipStatusQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.vip(username), queryFn: () => api.get('/wps/vip/status'), staleTime: 30_000 });
