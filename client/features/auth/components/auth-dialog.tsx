import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useNavigate } from 'react-router';
import { useApp, useSession, useUi } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { useCompleteTranslation } from '@client/lib/load-translation';
import { logout } from '@client/lib/member';
import { ChangePasswordForm } from './change-password-form';
import { FirstLoginDialog } from './first-login-dialog';
import { LoginForm } from './login-form';
import { memberKeys } from '@client/lib/query-keys';

// the register form (validation engine, bot check) loads only when the register tab opens
const RegisterForm = lazy(() => import('./register-form'));
// its own chunk: only players who forgot their password load it
const ForgotPasswordForm = lazy(() => import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })));

/** The open account dialog, at most one at a time. */
export default function AuthDialog() {
  // a page carries only the strings its first render used: the dialog waits for the language
  useCompleteTranslation();
  const { t } = useTranslation();
  const modal = useUi((s) => s.authModal);
  const openAuth = useUi((s) => s.openAuth);
  const close = () => openAuth(null);
  if (modal === 'login' || modal === 'register') {
    return (
      <Modal title={t(modal === 'login' ? 'auth.login' : 'auth.register')} onClose={close}>
        <AuthTabs active={modal} />
        <div role="tabpanel" id={AUTH_PANEL_ID} aria-labelledby={`${AUTH_PANEL_ID}-${modal}`}>
          {modal === 'login' ? (
            <LoginForm />
          ) : (
            <Suspense fallback={<p aria-busy="true">{t('register.loading')}</p>}>
              <RegisterForm variant="modal" />
            </Suspense>
          )}
        </div>
      </Modal>
    );
  }
  if (modal === 'registerGenerated' || modal === 'registerSuccess') return <RegisterDone generated={modal === 'registerGenerated'} onClose={close} />;
  if (modal === 'changePassword' || modal === 'changePasswordSelf') {
    return (
      <Modal title={t('auth.changePassword.title')} onClose={close}>
        <ChangePasswordForm forced={modal === 'changePassword'} />
      </Modal>
    );
  }
  if (modal === 'forgot') {
    return (
      <Modal title={t('forgot.title')} onClose={close}>
        <Suspense fallback={<p aria-busy="true">{t('centre.loading')}</p>}>
          <ForgotPasswordForm />
        </Suspense>
      </Modal>
    );
  }
  if (modal === 'firstLogin') return <FirstLoginDialog />;
  if (modal === 'logout') return <LogoutDialog onClose={close} />;
  return null;
}

/** docs/product.md 2.4 logout confirm: title, 'are you sure to log out', cancel, submit. */
function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { api, session } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    // The worker clears the session cookie whatever the upstream answers.
    await logout(api).catch(() => undefined);
    session.getState().setSession(null);
    queryClient.removeQueries({ queryKey: memberKeys.all });
    onClose();
    navigate('/');
  };
  return (
    <Modal title={t('auth.logoutTitle')} onClose={onClose}>
      <p>{t('auth.logoutConfirm')}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={busy}>
          {t('common.submit')}
        </button>
      </div>
    </Modal>
  );
}

/** At most one login dialog is open, so its panel can have a fixed id. */
const AUTH_PANEL_ID = 'auth-panel';

/** docs/product.md 2.4: the login dialog's two tabs, login and register. */
function AuthTabs({ active }: { active: 'login' | 'register' }) {
  const { t } = useTranslation();
  const openAuth = useUi((s) => s.openAuth);
  return (
    <div role="tablist" className="tabs auth-tabs" aria-label={t('register.authTabs')}>
      {(['login', 'register'] as const).map((tab) => (
        <button
          key={tab}
          id={`${AUTH_PANEL_ID}-${tab}`}
          type="button"
          role="tab"
          aria-selected={active === tab}
          aria-controls={AUTH_PANEL_ID}
          className="tab"
          onClick={() => openAuth(tab)}
        >
          {t(tab === 'login' ? 'auth.login' : 'auth.register')}
        </button>
      ))}
    </div>
  );
}

/**
 * After a registration (docs/product.md 4, 8): for registerMobile first the alert about the
 * generated account, then the register-success modal.
 */
function RegisterDone({ generated, onClose }: { generated: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const openAuth = useUi((s) => s.openAuth);
  const account = useSession((s) => s.session?.username ?? '');
  if (generated) {
    return (
      <Modal title={t('register.generatedTitle')} onClose={() => openAuth('registerSuccess')}>
        <p role="alert">{t('register.generatedText', { account })}</p>
        <div className="modal-actions">
          {/* biome-ignore lint/a11y/noAutofocus: a dialog moves focus into itself, to its confirming button (WAI-ARIA dialog pattern) */}
          <button type="button" className="btn btn-primary" onClick={() => openAuth('registerSuccess')} autoFocus>
            {t('common.submit')}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={t('register.successTitle')} onClose={onClose}>
      <p role="status">{t('register.successText')}</p>
      <div className="modal-actions">
        {/* biome-ignore lint/a11y/noAutofocus: a dialog moves focus into itself, to its confirming button (WAI-ARIA dialog pattern) */}
        <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
          {t('common.submit')}
        </button>
      </div>
    </Modal>
  );
}
