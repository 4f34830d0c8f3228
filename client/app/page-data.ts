import type { QueryClient } from '@tanstack/react-query';
import type { PageRoute } from '@shared/routes';
import type { ApiClient } from '../lib/api-client';

/** What a feature needs to start loading a page's data: the matched page and its URL. */
export interface PageDataContext {
  page: PageRoute;
  url: URL;
  api: ApiClient;
  queryClient: QueryClient;
  /** the page's language */
  lang: string;
}

/**
 * One feature's part of a page loader: the queries it starts for the page (nothing when the
 * page is not its own). A job that must not fail the page catches its own error.
 */
export type PageDataJobs = (ctx: PageDataContext) => Promise<unknown>[];
