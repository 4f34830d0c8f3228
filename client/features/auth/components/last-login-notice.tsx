import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { useBrandTime } from '@client/lib/brand-time';

/** After signing in: when and from where the account last logged in, until dismissed (in the member chunk: client/layout/member-header.tsx). */
export function LastLoginNotice() {
  const { t } = useTranslation();
  const { session } = useApp();
  const last = useSession((s) => s.lastLogin);
  const { at } = useBrandTime();
  if (!last) return null;
  return (
    <p className="last-login" role="status" data-testid="last-login">
      <span>{t('protection.lastLogin', { time: at(last.at), ip: last.ip })}</span>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => session.getState().setLastLogin(null)}>
        {t('common.close')}
      </button>
    </p>
  );
}
