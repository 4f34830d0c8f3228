import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

/** rewardCenter: the brand's rewards as the member sees them (browser only, personal). */
export const rewardsQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.rewards(username), queryFn: () => api.get('/wps/rewards'), staleTime: 10_000 });

/** The requestId makes a repeated submit answer the same claim. */
export const claimReward = (api: ApiClient, code: string, requestId: string) => api.send('POST', '/wps/rewards/claim', { code, requestId });
