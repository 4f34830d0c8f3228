import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Makes the queries under each key stale and refetches the ones on screen, for an event that
 * says their data changed. react-query cancels a fetch in flight to refetch only when the query
 * already shows data: a first load in flight is kept, and its answer may have been read before
 * the change (a page that had just opened missed a contract offer this way). Such a query is
 * asked again once that load is in.
 */
export function invalidateLive(queryClient: QueryClient, keys: QueryKey[]): void {
  const cache = queryClient.getQueryCache();
  for (const queryKey of keys) {
    for (const query of cache.findAll({ queryKey, fetchStatus: 'fetching' })) {
      if (query.state.data !== undefined) continue;
      const stop = cache.subscribe((event) => {
        if (event.query !== query) return;
        if (event.type === 'removed') stop();
        else if (query.state.fetchStatus === 'idle') {
          stop();
          void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        }
      });
    }
    void queryClient.invalidateQueries({ queryKey });
  }
}
