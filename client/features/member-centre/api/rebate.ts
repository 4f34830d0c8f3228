import { queryOptions } from '@tanstack/react-query';
import type { Paged } from '@shared/api';
import type { RebateClaim, RebateSummary, VipStatus } from '@shared/api/member';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

/** manualRebate: what the member earned since its last claim (browser only, personal). */
export const rebateSummaryQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.rebateSummary(username), queryFn: () => api.get<RebateSummary>('/wps/rebate/summary'), staleTime: 10_000 });

export const rebateClaimsQuery = (api: ApiClient, username: string, pageNo: number) =>
  queryOptions({
    queryKey: memberCentreKeys.rebateClaims(username, pageNo),
    queryFn: () => api.get<Paged<RebateClaim>>('/wps/rebate/claims', { pageNo }),
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });

/** The requestId makes a repeated submit answer the same claim. */
export const claimRebate = (api: ApiClient, requestId: string) => api.send<RebateClaim>('POST', '/wps/rebate/claim', { requestId });

/** playerRank: the member's VIP level, progress and the level table. */
export const vipStatusQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.vip(username), queryFn: () => api.get<VipStatus>('/wps/vip/status'), staleTime: 30_000 });
