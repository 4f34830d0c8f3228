import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { useApp, useSession } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { protectionQuery, skipDepositLimitPrompt } from '@client/lib/protection';
import { useOpenCentre } from '@client/lib/use-open-centre';
import { useModuleFlag } from '@client/lib/whitelabel';

/**
 * docs/product.md 4 first-login action: a welcome dialog on an account's first login that offers
 * to complete the profile in the member centre (securityCenter) now or later, and where the
 * brand offers deposit limits, to set one there or skip it (the gateway keeps the
 * answer, so neither this dialog nor the first deposit asks again).
 */
export function FirstLoginDialog() {
  const { t } = useTranslation();
  const { api, ui } = useApp();
  const session = useSession((s) => s.session);
  const username = session?.username ?? '';
  const openCentre = useOpenCentre();
  const close = () => ui.getState().openAuth(null);
  const flag = useModuleFlag();
  const queryClient = useQueryClient();
  const offered = flag('RESPGAMING') && flag('RGDEPOSITLIMIT') && !!session && session.type !== TRIAL_ACCOUNT_TYPE;
  const protection = useQuery({ ...protectionQuery(api, username), enabled: offered });
  const [skipped, setSkipped] = useState(false);
  const skip = () => {
    setSkipped(true);
    void skipDepositLimitPrompt(api)
      .then((next) => queryClient.setQueryData(protectionQuery(api, username).queryKey, next))
      .catch(() => undefined);
  };
  return (
    <Modal title={t('firstLogin.title')} onClose={close}>
      <p>{t('firstLogin.welcome', { name: username })}</p>
      <p>{t('firstLogin.lead')}</p>
      {/* player protection: a new account is offered a deposit limit (skippable: later) */}
      {offered && !skipped && protection.data?.depositLimitPrompt && (
        <aside className="rg-prompt" aria-label={t('protection.limit.title')} data-testid="first-login-limit">
          <p>{t('protection.prompt.welcome')}</p>
          <div className="centre-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                close();
                ui.getState().openCentre({ kind: 'member', page: 'securityCenter' });
              }}
            >
              {t('protection.prompt.set')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={skip}>
              {t('protection.prompt.skip')}
            </button>
          </div>
        </aside>
      )}
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
