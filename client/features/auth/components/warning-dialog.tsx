import { useTranslation } from '@client/lib/use-translation';
import { useUi } from '@client/app/app-context';
import { WarningPopup } from '@client/components/ui/warning-popup';
import { useModuleFlag } from '@client/lib/whitelabel';

/**
 * docs/product.md 2.4 warning dialog, e.g. in_need_true_account for a trial account (docs/product.md 8).
 * A chunk of its own (auth-modals.tsx), run once the player reaches for the page or it has settled.
 */
export default function WarningDialog() {
  const { t } = useTranslation();
  const warning = useUi((s) => s.warning);
  const showWarning = useUi((s) => s.showWarning);
  const openAuth = useUi((s) => s.openAuth);
  const flag = useModuleFlag();
  if (!warning) return null;
  const goTo = (modal: 'register' | 'login') => () => {
    showWarning(null);
    openAuth(modal);
  };
  const actions = warning.offerAccount
    ? [...(flag('DIRECTREG3') ? [{ label: t('auth.register'), onClick: goTo('register') }] : []), { label: t('auth.login'), onClick: goTo('login') }]
    : [];
  return (
    <WarningPopup
      message={t(warning.messageKey)}
      confirmLabel={warning.confirmKey && t(warning.confirmKey)}
      onClose={() => showWarning(null)}
      tone={warning.tone}
      actions={actions}
    />
  );
}
