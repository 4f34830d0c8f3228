import { MEMBER_HEADER_MODULE } from '@client/layout/member-header-slot';
import manifest from '../../dist/client/.vite/manifest.json';

/** Vite's build manifest: source module → hashed chunk, its CSS and its static imports. */
interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const chunks = manifest as unknown as Record<string, Chunk>;
export const CLIENT_ENTRY = 'client/entry.client.tsx';

/**
 * The account dialogs (login, register, passwords): the chunk a visitor's first click most
 * often wants, and no page's first render (client/features/auth/components/auth-modals.tsx).
 */
export const ACCOUNT_DIALOGS = 'client/features/auth/components/auth-dialog.tsx';

/**
 * What a visitor's page has the browser fetch ahead (at its lowest priority, run by nothing
 * until wanted): the account dialogs, and the member header's parts a login, free play or a
 * registration shows next (client/layout/member-header-slot.tsx).
 */
export const VISITOR_PREFETCH = [ACCOUNT_DIALOGS, MEMBER_HEADER_MODULE];

export interface PageAssets {
  entry: string;
  /** chunks to modulepreload so route code does not wait for the entry (no waterfall) */
  preloads: string[];
  stylesheets: string[];
  /**
   * chunks a later click will want (`prefetch` modules' own, beyond the page's): fetched by the
   * browser at its lowest priority once the page has what it needs, with no script of ours run
   */
  prefetches: string[];
}

/** Adds the JS files of `key` and of its static imports to `files`, each once, calling `each` with every chunk it adds. */
function addChunks(key: string, files: Set<string>, each?: (chunk: Chunk) => void): void {
  const chunk = chunks[key];
  if (!chunk || files.has(`/${chunk.file}`)) return;
  files.add(`/${chunk.file}`);
  each?.(chunk);
  for (const imported of chunk.imports ?? []) addChunks(imported, files, each);
}

/** The entry, the CSS and every chunk the given route modules need, each once; and the chunks of `prefetch` beyond those. */
export function pageAssets(routeModules: string[], prefetch: string[] = []): PageAssets {
  const files = new Set<string>();
  const stylesheets = new Set<string>();
  for (const key of [CLIENT_ENTRY, ...routeModules])
    addChunks(key, files, (chunk) => {
      for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    });
  const pageFiles = files.size;
  for (const key of prefetch) addChunks(key, files);
  // a Set keeps its insertion order: the page's files first, then what only `prefetch` adds
  const all = [...files];
  const entry = `/${chunks[CLIENT_ENTRY].file}`;
  return { entry, preloads: all.slice(0, pageFiles).filter((file) => file !== entry), stylesheets: [...stylesheets], prefetches: all.slice(pageFiles) };
}
