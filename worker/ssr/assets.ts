import { CLIENT_MODULE_FILES } from '@client/entry.server';
import manifest from '../../dist/client/.vite/manifest.json';

/** Vite's build manifest: source module → hashed chunk, its CSS and its static imports. */
interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const chunks = manifest as unknown as Record<string, Chunk>;

/** The build's one entry (vite.config.ts), found in the manifest rather than named twice. */
export const CLIENT_ENTRY = Object.keys(chunks).find((key) => chunks[key]!.isEntry) ?? 'the client entry';

/**
 * A page or dialog whose module is not in the client build (a file renamed or moved without
 * its registry line) would render without its code preloaded and load it late or never: the
 * worker refuses to start instead, naming the files, so the first test or deploy fails.
 */
const missing = [CLIENT_ENTRY, ...CLIENT_MODULE_FILES].filter((file) => !chunks[file]);
if (missing.length > 0) throw new Error(`not in the client build's manifest (dist/client/.vite/manifest.json): ${missing.join(', ')}`);

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
  const entry = `/${chunks[CLIENT_ENTRY]!.file}`;
  return { entry, preloads: all.slice(0, pageFiles).filter((file) => file !== entry), stylesheets: [...stylesheets], prefetches: all.slice(pageFiles) };
}
