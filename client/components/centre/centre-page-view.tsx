import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { importWithRetry } from '@client/lib/import-with-retry';
import type { CentrePageEntry } from './centre-registry';

/** One component per page module (code, not player data: safe to keep per isolate). */
const components = new Map<CentrePageEntry['load'], ComponentType | LazyExoticComponent<ComponentType>>();
/** Page modules loaded ahead of their first render (loadCentrePage). */
const loaded = new Map<CentrePageEntry['load'], ComponentType>();

/**
 * Loads a page's module ahead of its first render: the server does so for the centre a page
 * opens with, so the page renders in the same pass as the rest, not streamed in after its
 * loading state. The browser renders through a lazy boundary, which hydration waits for.
 */
export async function loadCentrePage(entry: CentrePageEntry): Promise<void> {
  loaded.set(entry.load, (await importWithRetry(entry.load)).default);
}

/** The page's component, the same one from its first render on: the module itself when it was loaded ahead, otherwise a lazy one. */
function componentOf(entry: CentrePageEntry) {
  let component = components.get(entry.load);
  if (!component) {
    component = loaded.get(entry.load) ?? lazy(() => importWithRetry(entry.load));
    components.set(entry.load, component);
  }
  return component;
}

/** The open page of a centre: its title, then its module (loading on demand). */
export function CentrePageView({ entry, title }: { entry: CentrePageEntry; title: string }) {
  const { t } = useTranslation();
  const Page = componentOf(entry);
  return (
    <>
      <h3 id="centre-page-title">{title}</h3>
      <Suspense fallback={<p aria-busy="true">{t('centre.loading')}</p>}>
        <Page />
      </Suspense>
    </>
  );
}
