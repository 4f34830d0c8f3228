import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';

import { memberCentreKeys } from './keys';

/** docs/product.md 3 public state: is the brand's referral programme on (the menu shows invite friends only then). */
export const availablePromoQuery = (api: ApiClient) =>
  queryOptions({ queryKey: memberCentreKeys.availablePromo, queryFn: () => api.get('/wps/system/availablePromo'), staleTime: 60_000 });

/** referral: the member's code and friends (browser only, personal). */
export const referralQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.referral(username), queryFn: () => api.get('/wps/referral'), staleTime: 10_000 });

/** The requestId makes a repeated submit answer the same claim. */
export const claimReferral = (api: ApiClient, friendId: number, requestId: string) => api.send('POST', '/wps/referral/claim', { friendId, requestId });
