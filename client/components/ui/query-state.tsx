import { useTranslation } from '@client/lib/use-translation';
import { errorKey } from '@client/lib/errors';

/** A failed load: the docs/product.md 8 catalogue text (or a feature's own, by `keyOf`) and a retry, never a blank panel. */
export function QueryError({ error, onRetry, keyOf = errorKey }: { error: unknown; onRetry: () => void; keyOf?: (error: unknown) => string }) {
  const { t } = useTranslation();
  return (
    <div className="form-error" role="alert">
      <p>{t(keyOf(error))}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('centre.retry')}
      </button>
    </div>
  );
}

/** A load under way, announced as busy. */
export function Loading() {
  const { t } = useTranslation();
  return <p aria-busy="true">{t('centre.loading')}</p>;
}
