import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { publicKeys } from '@client/lib/query-keys';

/** Per-field rules (docs/product.md 5); public and edge-cached. */
export const registerSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: publicKeys.registerSettings,
    queryFn: () => api.get('/wps/system/setting/register'),
    staleTime: 5 * 60_000,
  });
