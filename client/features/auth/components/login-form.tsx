import { useId, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useUi } from '@client/app/app-context';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { TabPanel, Tabs } from '@client/components/ui/tabs';
import { useExcludedHere } from '@client/lib/session-ended';
import { useModuleFlag } from '@client/lib/whitelabel';
import { usePasswordLogin } from '../hooks/use-password-login';
import { CaptchaRow } from './captcha-row';
import { FreePlayButton } from './free-play-button';
import { LoginNextStepView } from './login-next-step';
import { LoginSecondStep } from './login-second-step';
import { PasskeySignIn } from './passkey-sign-in';
import { SmsLoginForm } from './sms-login-form';
import { SocialLogin } from './social-login';

/**
 * docs/product.md 2.4 login: username and password, or mobile and SMS code when MOBILEVERCODELOGIN3
 * is on; forgot password, free play (when on) and social login (SOCIALLOGIN) below, neither
 * while this browser's player is on a break or self-excluded.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const flag = useModuleFlag();
  const openAuth = useUi((s) => s.openAuth);
  const pending = useUi((s) => s.pendingLogin);
  const [mode, setMode] = useState<'username' | 'sms'>('username');
  const sms = flag('MOBILEVERCODELOGIN3');
  // a refusal by a break (or one this browser already knows of) offers no other way in
  const excluded = useExcludedHere();
  const panelId = useId();
  // a social login back without a session: only its second step (back: the usual login)
  if (pending) return <LoginSecondStep required={pending} via="social" onBack={() => openAuth('login')} />;
  return (
    <div className="login-panel">
      {sms && (
        <Tabs
          label={t('auth.login')}
          tabs={[
            { id: 'username', label: t('login.tab.username') },
            { id: 'sms', label: t('login.tab.sms') },
          ]}
          current={mode}
          onSelect={setMode}
          panelId={panelId}
        />
      )}
      <TabPanel panelId={panelId} current={mode} tabs={sms}>
        {sms && mode === 'sms' ? <SmsLoginForm /> : <UsernameLoginForm />}
      </TabPanel>
      {flag('PASSKEY') && !excluded && <PasskeySignIn />}
      <div className="login-links">
        <button type="button" className="link-button" onClick={() => openAuth('forgot')}>
          {t('login.forgot')}
        </button>
        {flag('FREEPLAY') && !excluded && <FreePlayButton />}
      </div>
      {flag('SOCIALLOGIN') && !excluded && <SocialLogin />}
    </div>
  );
}

/**
 * Login by username and password (docs/product.md 2.4, 4, 5; hooks/use-password-login.ts), then
 * the step a right password may still need; back from it finds the form as it was typed.
 */
function UsernameLoginForm() {
  const { t } = useTranslation();
  const rememberId = useId();
  const form = usePasswordLogin();
  const { fields, errors } = form;
  if (form.next) return <LoginNextStepView step={form.next} onBack={form.back} />;
  return (
    <form className="form" onSubmit={form.submit} noValidate>
      <TextField
        label={t('register.field.username')}
        name="username"
        autoComplete="username webauthn"
        value={fields.username}
        onValue={fields.setUsername}
        error={errors.username}
      />
      <TextField
        label={t('register.field.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={fields.password}
        onValue={fields.setPassword}
        error={errors.password}
      />
      {fields.captcha !== null && (
        <CaptchaRow image={form.captchaImage.image} onRefresh={() => void form.newCaptcha()}>
          <TextField
            label={t('register.field.captcha')}
            name="captcha"
            inputMode="numeric"
            autoComplete="off"
            value={fields.captcha}
            onValue={fields.setCaptcha}
            error={errors.captcha}
          />
        </CaptchaRow>
      )}
      <div className="field-inline">
        <input id={rememberId} type="checkbox" checked={fields.keep} onChange={(e) => fields.setKeep(e.target.checked)} />
        <label htmlFor={rememberId}>{t('auth.rememberMe')}</label>
      </div>
      <FormAlert message={form.formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
        {t('auth.login')}
      </button>
    </form>
  );
}
