import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { importWithRetry } from '@client/lib/import-with-retry';
import type { CentrePageEntry } from './centre-registry';

/** One lazy component per page module (code, not player data: safe to keep per isolate). */
const components = new Map<CentrePageEntry['load'], LazyExoticComponent<ComponentType>>();

function componentOf(entry: CentrePageEntry) {
  let component = components.get(entry.load);
  if (!component) {
    component = lazy(() => importWithRetry(entry.load));
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
