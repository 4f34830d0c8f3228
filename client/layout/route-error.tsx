import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';

/** The SPEC.md 8 catalogue key of an error a player sees. */
export function errorKey(error: unknown): string {
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'errors.chunkLoad';
  if (error instanceof Error) {
    const code = error instanceof ApiError ? error.code : error.message;
    if (code === 'TIMEOUT') return 'errors.timeout';
    if (code === 'NETWORK') return 'errors.network';
    if (code === 'NOT_LOGGED_IN') return 'errors.notLoggedIn';
    if (code === 'MAINTENANCE') return 'errors.maintenance';
    if (code === 'GAME_MAINTENANCE') return 'errors.gameMaintenance';
    if (code === 'INVALID_DOMAIN') return 'errors.invalidDomain';
    return 'errors.unknown';
  }
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound.text';
  return 'errors.unknown';
}

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
