import { hashKey, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useApp } from './app-context';
import type { PortalState } from '@shared/portal-state';

/**
 * The queries the page's HTML was rendered with into the browser's cache, and their hashes
 * (AppContextValue.pageQueries). A member's page is rendered for this request (never kept by a
 * cache): each answer keeps the age it had when the server sent it, counted on this device's
 * clock rather than the server's, so a phone whose clock is off does not find the page's data
 * stale at once and load it again. A visitor's page may come from the page cache, made a while
 * ago: its times stay as they are.
 */
export function hydratePageQueries(queryClient: QueryClient, page: Pick<PortalState, 'queries' | 'session'>): ReadonlySet<string> {
  const now = Date.now();
  const queries = page.session
    ? page.queries.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: now - Math.max(0, (query.dehydratedAt ?? query.state.dataUpdatedAt) - query.state.dataUpdatedAt) },
      }))
    : page.queries.queries;
  hydrate(queryClient, { ...page.queries, queries });
  return new Set(queries.map((query) => query.queryHash));
}

/** The hashes of the queries a server render has data for when it starts (the page's state carries exactly these). */
export const renderedQueries = (queryClient: QueryClient): ReadonlySet<string> =>
  new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => query.queryHash),
  );

/**
 * Whether the page's HTML was rendered with this query's data. A part that another, earlier
 * hydrated part may load meanwhile shows that data at its first render only when it came with
 * the page, so hydration renders what the server did.
 */
export const useCameWithPage = (queryKey: QueryKey): boolean => useApp().pageQueries.has(hashKey(queryKey));
