import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

/** Rescue fund: yesterday's loss and what it earns (browser only, personal). */
export const rescueQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.rescue(username), queryFn: () => api.get('/wps/rescue'), staleTime: 10_000 });

/** The requestId makes a repeated submit answer the same claim. */
export const claimRescue = (api: ApiClient, requestId: string) => api.send('POST', '/wps/rescue/claim', { requestId });
