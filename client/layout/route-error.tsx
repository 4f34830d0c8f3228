import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../lib/errors';

/** A failed page: the catalogue text and a way to try again, never a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
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
