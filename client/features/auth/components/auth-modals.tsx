import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useSession, useUi } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { useLoginMarks } from '../hooks/use-login-marks';
import { whenReachedOrSettled } from '@client/lib/when-idle';
import { loadFreePlay } from '../free-play-chunk';

/**
 * The account dialogs (login, register, change password, forgot password, first login,
 * logout) are one chunk of their own, out of every page's first load. A visitor's page asks
 * the browser to fetch it at its lowest priority (`<link rel="prefetch">`, worker/ssr/assets.ts);
 * it is run once the player reaches for the page or the page has settled, before a first click
 * on the login button, which then opens the dialog at once.
 */
const loadAuthDialog = () => import('./auth-dialog');
/** The account dialogs' source file: a visitor's page has the browser fetch its chunk ahead (client/entry.server.tsx). */
export const ACCOUNT_DIALOGS_MODULE = 'client/features/auth/components/auth-dialog.tsx';
const AuthDialog = lazy(loadAuthDialog);
/** The warning dialog is its own small chunk, run at the same moment (a member's page too: a session that ends warns). */
const loadWarningDialog = () => import('./warning-dialog');
const WarningDialog = lazy(loadWarningDialog);

/** The account dialogs of docs/product.md 2.4, and the warning dialog, which may stand over one of them. */
export function AuthModals() {
  const { t } = useTranslation();
  const modal = useUi((s) => s.authModal);
  const openAuth = useUi((s) => s.openAuth);
  const visitor = useSession((s) => !s.session);
  const warning = useUi((s) => s.warning !== null);
  useLoginMarks();
  useEffect(
    () =>
      whenReachedOrSettled(() => {
        void loadWarningDialog().catch(() => undefined);
        if (!visitor) return;
        void loadAuthDialog().catch(() => undefined);
        void loadFreePlay().catch(() => undefined);
      }),
    [visitor],
  );
  const loading = (
    <Modal title={t('centre.loading')} onClose={() => openAuth(null)}>
      <p aria-busy="true">{t('centre.loading')}</p>
    </Modal>
  );
  return (
    <>
      {modal && (
        <Suspense fallback={loading}>
          <AuthDialog />
        </Suspense>
      )}
      {warning && (
        <Suspense fallback={loading}>
          <WarningDialog />
        </Suspense>
      )}
    </>
  );
}
