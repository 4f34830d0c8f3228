import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';

/** Error codes with their own SPEC.md 8 text. */
const CATALOGUE: Record<string, string> = {
  TIMEOUT: 'errors.timeout',
  NETWORK: 'errors.network',
  NOT_LOGGED_IN: 'errors.notLoggedIn',
  MAINTENANCE: 'errors.maintenance',
  GAME_MAINTENANCE: 'errors.gameMaintenance',
  INVALID_DOMAIN: 'errors.invalidDomain',
};

/** The SPEC.md 8 catalogue key of an error a player sees. */
export function errorKey(error: unknown): string {
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'errors.chunkLoad';
  if (error instanceof Error) return CATALOGUE[error instanceof ApiError ? error.code : error.message] ?? 'errors.unknown';
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
