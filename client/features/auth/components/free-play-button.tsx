import { useTranslation } from '@client/lib/use-translation';
import { useFreePlay } from '../hooks/use-free-play';

/** SPEC.md 2.3 demo button: logs in a trial account (type 4) when free play is on; a refusal shows beside it. */
export function FreePlayButton({ className = 'btn btn-ghost' }: { className?: string }) {
  const { t } = useTranslation();
  const { start, busy, errorKey } = useFreePlay();
  return (
    <>
      <button type="button" className={className} onClick={() => void start()} disabled={busy}>
        {t('auth.demo')}
      </button>
      {errorKey && (
        <span className="header-error" role="alert">
          {t(errorKey)}
        </span>
      )}
    </>
  );
}
