import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { RegisterSettings } from '@shared/api';
import { useApp } from '@client/app/app-context';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { TabPanel, Tabs } from '@client/components/ui/tabs';
import { WarningPopup } from '@client/components/ui/warning-popup';
import { registerSettingsQuery } from '../api/get-register-settings';
import { useRegisterForm } from '../hooks/use-register-form';
import { loginErrorKey } from '../login-errors';
import { RegisterAgreements, RegisterFieldRow } from './register-fields';

/**
 * docs/product.md 2.4, 4, 5 registration form, in the login dialog (variant modal: a login link)
 * or on /register (variant page: a reset button). Two types, register and registerMobile
 * (the mobile tab only when mobile registration is on); exactly the fields the register
 * settings enable, ＊ in required placeholders, each field's docs/product.md 5 message under it;
 * terms and age check boxes; referralCode from the URL prefilled; an affiliate code in the
 * URL used with its field hidden, else a typed one checked first (invitation_code_error);
 * SMS code with a countdown of expiredMinutes x 60 s; a bot-check challenge on submit.
 * What the player typed is kept on every error.
 */
export function RegisterForm({ variant }: { variant: 'modal' | 'page' }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const settings = useQuery(registerSettingsQuery(api));
  if (settings.isError) {
    return (
      <div className="form">
        <FormAlert message={t(loginErrorKey(settings.error))} />
        <button type="button" className="btn btn-ghost" onClick={() => void settings.refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  if (!settings.data)
    return (
      <p className="form" aria-busy="true">
        {t('register.loading')}
      </p>
    );
  return <RegisterFormBody settings={settings.data} variant={variant} />;
}

function RegisterFormBody({ settings, variant }: { settings: RegisterSettings; variant: 'modal' | 'page' }) {
  const { t } = useTranslation();
  const { ui } = useApp();
  const form = useRegisterForm(settings);
  const panelId = useId();
  return (
    <form className="form register-form" onSubmit={form.submit} noValidate aria-label={t('auth.register')}>
      {form.bothTypes && (
        <Tabs
          label={t('register.typeTabs')}
          tabs={(['register', 'registerMobile'] as const).map((kind) => ({ id: kind, label: t(`register.tab.${kind}`) }))}
          current={form.type}
          onSelect={form.switchType}
          panelId={panelId}
        />
      )}
      <TabPanel panelId={panelId} current={form.type} tabs={form.bothTypes} className="register-fields">
        {form.fields.map((field) => (
          <RegisterFieldRow key={field} form={form} field={field} />
        ))}
        {/* docs/product.md 5, 10: the birthday check (21 or older), every brand; a calendar date, no time zone of its own */}
        <TextField
          label={t('register.birthday')}
          name="birthday"
          type="date"
          autoComplete="bday"
          required
          value={form.birthday}
          onValue={form.setBirthday}
          onBlur={form.checkBirthday}
          error={form.errors.birthday}
        />
      </TabPanel>
      <RegisterAgreements form={form} variant={variant} />
      <FormAlert message={form.formError} />
      <div className="register-actions">
        {variant === 'page' && (
          <button type="button" className="btn btn-ghost" onClick={form.reset}>
            {t('register.reset')}
          </button>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? t('register.busy') : t('auth.register')}
        </button>
      </div>
      {variant === 'modal' && (
        <p className="register-login-link">
          {t('register.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => ui.getState().openAuth('login')}>
            {t('auth.login')}
          </button>
        </p>
      )}
      {form.warning && <WarningPopup message={form.warning} onClose={form.closeWarning} />}
    </form>
  );
}

export default RegisterForm;
