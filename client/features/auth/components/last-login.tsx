import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { useBrandTime } from '@client/lib/brand-time';

/** When and from where the account last logged in, until dismissed: a chunk of its own (last-login-notice.tsx). */
export default function LastLogin({ last }: { last: { at: number; ip: string } }) {
  const { t } = useTranslation();
  const { session } = useApp();
  const { at } = useBrandTime();
  return (
    <p className="last-login" role="status" data-testid="last-login">
      <span>{t('protection.lastLogin', { time: at(last.at), ip: last.ip })}</span>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => session.getState().setLastLogin(null)}>
        {t('common.close')}
      </button>
    </p>
  );
}
