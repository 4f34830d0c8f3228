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

/** The JS files of a module and its static imports, each once, without those in `known`. */
function closure(key: string, known: Set<string>): string[] {
  const files: string[] = [];
  const visit = (k: string) => {
    const chunk = chunks[k];
    const file = chunk && `/${chunk.file}`;
    if (!file || known.has(file) || files.includes(file)) return;
    files.push(file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

/** The entry, the CSS and every chunk the given route modules need, each once; and the chunks of `prefetch` beyond those. */
export function pageAssets(routeModules: string[], prefetch: string[] = []): PageAssets {
  const preloads = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    chunk.imports?.forEach(visit);
  };
  visit(CLIENT_ENTRY);
  routeModules.forEach(visit);
  const entry = `/${chunks[CLIENT_ENTRY].file}`;
  const prefetches = [...new Set(prefetch.flatMap((key) => closure(key, preloads)))];
  preloads.delete(entry);
  return { entry, preloads: [...preloads], stylesheets: [...stylesheets], prefetches };
}
