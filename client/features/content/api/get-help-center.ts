import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { contentKeys } from './keys';

/** docs/product.md 7.3 help centre, in the page's language (the worker sends the Language header). */
export const helpCenterQuery = (api: ApiClient, lang: string) =>
  queryOptions({
    queryKey: contentKeys.helpCenter(lang),
    queryFn: () => api.get('/wps/system/helpCenter'),
    staleTime: 5 * 60_000,
  });
