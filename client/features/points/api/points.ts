import { queryOptions } from '@tanstack/react-query';
import type { ConvertRequest, RedeemRequest } from '@shared/schemas-promotions';
import type { ApiClient } from '@client/lib/api-client';

import { pointKeys } from './keys';

/** GET /wps/points/items: public, loaded by the route loader for SSR. */
export const pointItemsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pointKeys.items,
    queryFn: () => api.get('/wps/points/items'),
    staleTime: 60_000,
  });

/** GET /wps/points/balance: personal, loaded in the browser only. */
export const pointsBalanceQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: pointKeys.balance(username),
    queryFn: () => api.get('/wps/points/balance'),
  });

export const REDEEM_PAGE_SIZE = 10;

/** GET /wps/points/redeem/list: personal, loaded in the browser only. */
export const redemptionsQuery = (api: ApiClient, username: string, pageNo: number) =>
  queryOptions({
    queryKey: pointKeys.redemptions(username, pageNo),
    queryFn: () => api.get('/wps/points/redeem/list', { pageNo, pageSize: REDEEM_PAGE_SIZE }),
  });

/** POST /wps/points/redeem; requestId makes a repeated confirm redeem once. */
export const redeemItem = (api: ApiClient, itemId: number, requestId: string) =>
  api.send('POST', '/wps/points/redeem', { itemId, requestId } satisfies RedeemRequest);

/** GET /wps/points/config: the brand's points rules (public), loaded by the route loader for SSR. */
export const pointsConfigQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pointKeys.config,
    queryFn: () => api.get('/wps/points/config'),
    staleTime: 60_000,
  });

export const DETAILS_PAGE_SIZE = 10;

/** GET /wps/points/details: every earning and spending (personal, browser only). */
export const pointDetailsQuery = (api: ApiClient, username: string, pageNo: number) =>
  queryOptions({
    queryKey: pointKeys.details(username, pageNo),
    queryFn: () => api.get('/wps/points/details', { pageNo, pageSize: DETAILS_PAGE_SIZE }),
  });

/** POST /wps/points/convert; requestId makes a repeated confirm convert once. */
export const convertPoints = (api: ApiClient, points: number, requestId: string) =>
  api.send('POST', '/wps/points/convert', { points, requestId } satisfies ConvertRequest);
