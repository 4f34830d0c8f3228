import { useRouteError } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { errorKey } from '../lib/errors';
import { ChunkLoadError } from '../lib/import-with-retry';

/** A failed page: the catalogue text and a way to try again, never a blank page. */
export function RouteError() {
  return <ErrorView error={useRouteError()} />;
}

/**
 * A page whose code could not be loaded, even tried again (client/app/route-modules.ts):
 * docs/product.md 8's "page load timeout, check network" with a reload. Rendered as the page itself,
 * since React Router shows nothing for a route whose lazy() failed.
 */
export function PageLoadFailed() {
  return <ErrorView error={new ChunkLoadError('page code could not be loaded')} />;
}

function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <section className="page-intro" role="alert">
      <h1>{t('errors.title')}</h1>
      <p>{t(errorKey(error))}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </button>
    </section>
  );
}
