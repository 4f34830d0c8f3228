import { useTranslation } from 'react-i18next';
import { useApp, useSession } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { useOpenCentre } from '@client/lib/use-open-centre';
import { useModuleFlag } from '@client/lib/whitelabel';

/**
 * SPEC.md 4 first-login action: a welcome dialog on an account's first login that offers
 * to complete the profile in the member centre (securityCenter) now or later, and where the
 * brand offers deposit limits, to set one there.
 */
export function FirstLoginDialog() {
  const { t } = useTranslation();
  const { ui } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const openCentre = useOpenCentre();
  const close = () => ui.getState().openAuth(null);
  const flag = useModuleFlag();
  return (
    <Modal title={t('firstLogin.title')} onClose={close}>
      <p>{t('firstLogin.welcome', { name: username })}</p>
      <p>{t('firstLogin.lead')}</p>
      {/* player protection (issue 14): a new account is offered a deposit limit (skippable: later) */}
      {flag('RESPGAMING') && flag('RGDEPOSITLIMIT') && <p data-testid="first-login-limit">{t('protection.prompt.register')}</p>}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={close}>
          {t('firstLogin.later')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            close();
            openCentre.member();
          }}
        >
          {t('firstLogin.complete')}
        </button>
      </div>
    </Modal>
  );
}
