import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ApiClient } from '@client/lib/api-client';

/** A centre page's module: its component (which owns its queries). */
export interface CentrePageModule {
  default: ComponentType;
}

/**
 * One line of a centre's page registry (client/features/member-centre/registry.ts,
 * client/features/agent-centre/registry.ts): the docs/product.md page id, the whitelabel module
 * that must be on for it to show (if any), and its lazily loaded module with the source
 * file the worker preloads when the page is rendered from the URL.
 */
export interface CentrePageEntry {
  id: string;
  flag?: string;
  file: string;
  load: () => Promise<CentrePageModule>;
}

/** The pages whose contents docs/product.md does not define yet share one module. */
export const NOT_AVAILABLE_FILE = 'client/components/centre/not-available-page.tsx';
export const notAvailable = () => import('./not-available-page');

/** A page not built yet: `{ id, ...notYetBuilt }`. */
export const notYetBuilt = { file: NOT_AVAILABLE_FILE, load: notAvailable } as const;

/** The entry for `page`, or the home entry when the page is unknown or gated off. */
export function resolveCentrePage(entries: readonly CentrePageEntry[], page: string, home: string): CentrePageEntry {
  return entries.find((e) => e.id === page) ?? entries.find((e) => e.id === home) ?? entries[0]!;
}

/** What a centre page's first screen is read with on the server: the member, the brand's zone and module flags. */
export interface CentreDataContext {
  api: ApiClient;
  username: string;
  /** the brand's time zone */
  timeZone: string;
  /** a records page's first range (useRangeFilter's default: the last 7 days of the brand's zone, with its offset) */
  range: { from: number; to: number; tz: number };
  /** a whitelabel module flag, as useModuleFlag reads it */
  flag: (modId: string) => boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of queries of different data types, each as its page's useQuery builds it
export type CentreQuery = FetchQueryOptions<any, any, any, any>;

/**
 * The queries a centre page (or a centre's frame) shows on its first screen, built with the
 * same query factories and the same default filters as the page's own useQuery calls, so the
 * server render loads them with the page (client/app/member-data.ts) and the page comes with
 * its data. A page whose first screen depends on the time of the render (a countdown) lists
 * nothing.
 */
export type CentreData = (ctx: CentreDataContext) => CentreQuery[];
