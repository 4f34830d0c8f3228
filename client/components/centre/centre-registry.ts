import type { ComponentType } from 'react';

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
