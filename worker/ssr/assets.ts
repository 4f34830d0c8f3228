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

export interface PageAssets {
  entry: string;
  /** chunks to modulepreload so route code does not wait for the entry (no waterfall) */
  preloads: string[];
  stylesheets: string[];
}

/** The entry, the CSS and every chunk the given route modules need, each once. */
export function pageAssets(routeModules: string[]): PageAssets {
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
  preloads.delete(entry);
  return { entry, preloads: [...preloads], stylesheets: [...stylesheets] };
}
