import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { registerSettingsQuery } from '../api/get-register-settings';
import { forgotByEmail, sendForgotSms, setPasswordByPhone } from '../api/recovery-calls';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { loginErrorKey } from '../login-errors';
import { useFormCall } from '@client/lib/use-form-call';
import { useModuleFlag } from '@client/lib/whitelabel';
import { usePhoneCode } from '../hooks/use-phone-code';
import { newPasswordError } from '../new-password';
import { CodeField, PhoneFields } from './phone-fields';
import { TabPanel, Tabs } from '@client/components/ui/tabs';
import { secondFactorAsked } from '@client/lib/second-factor';
import type { SecondFactorRequired } from '@shared/api/second-factor';
import { SecondFactorStep } from './second-factor-step';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product.md 2.4 forgot-password dialog: an e-mail tab, and a mobile tab when CHNGPASSVERIF3 is on. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const flag = useModuleFlag();
  const [tab, setTab] = useState<'email' | 'mobile'>('email');
  const tabs = flag('CHNGPASSVERIF3') ? (['email', 'mobile'] as const) : (['email'] as const);
  const panelId = useId();
  return (
    <div>
      {tabs.length > 1 && (
        <Tabs label={t('forgot.title')} tabs={tabs.map((id) => ({ id, label: t(`forgot.tab.${id}`) }))} current={tab} onSelect={setTab} panelId={panelId} />
      )}
      <TabPanel panelId={panelId} current={tab} tabs={tabs.length > 1}>
        {tab === 'email' ? <ByEmail /> : <ByPhone />}
      </TabPanel>
    </div>
  );
}

/** Username and e-mail, both required and the e-mail valid; success: a confirmation, the dialog closes. */
function ByEmail() {
  const { t } = useTranslation();
  const { api, ui } = useApp();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: string; email?: string }>({});
  const { busy, formError, setFormError, run } = useFormCall(loginErrorKey);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      username: username.trim() ? undefined : t('validation.not_empty', { field: t('register.field.username') }),
      email: !email.trim() ? t('validation.not_empty', { field: t('register.field.email') }) : EMAIL.test(email.trim()) ? undefined : t('forgot.emailInvalid'),
    };
    setErrors(found);
    setFormError('');
    if (found.username || found.email) return;
    await run(async () => {
      await forgotByEmail(api, { username: username.trim(), email: email.trim() });
      ui.getState().openAuth(null);
      ui.getState().showWarning({ messageKey: 'forgot.emailSent', confirmKey: 'common.submit', tone: 'success' });
    });
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-lead">{t('forgot.emailLead')}</p>
      <TextField label={t('register.field.username')} name="username" autoComplete="username" value={username} onValue={setUsername} error={errors.username} />
      <TextField label={t('register.field.email')} name="email" type="email" autoComplete="email" value={email} onValue={setEmail} error={errors.email} />
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('common.submit')}
      </button>
    </form>
  );
}

/**
 * Mobile number valid, SMS code (the send button counts down to the server's
 * expirationTime), new password with the password rule; then logged in and sent home.
 */
function ByPhone() {
  const { t } = useTranslation();
  const { api } = useApp();
  const settings = useQuery(registerSettingsQuery(api));
  const completeLogin = useCompleteLogin();
  const sms = usePhoneCode(async (phone) => (await sendForgotSms(api, phone)).expirationTime);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ mobileNum?: string; code?: string; password?: string }>({});
  const { busy, formError, setFormError, run } = useFormCall(loginErrorKey);
  // a member with a second factor: the password is set, the login waits for the code
  const [second, setSecond] = useState<SecondFactorRequired | null>(null);

  const send = () => {
    setErrors({ mobileNum: sms.sendCode() });
    setFormError('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      mobileNum: sms.phoneError(),
      code: sms.codeError(code),
      password: newPasswordError(password, settings.data?.fields.password, t),
    };
    setErrors(found);
    setFormError('');
    if (found.mobileNum || found.code || found.password) return;
    await run(async () => {
      try {
        await completeLogin(await setPasswordByPhone(api, { ...sms.trimmed(), verificationCode: code.trim(), newPassword: password }), 'sms');
      } catch (error) {
        const asked = secondFactorAsked(error);
        if (!asked) throw error;
        setSecond(asked);
      }
    });
  };

  if (second) return <SecondFactorStep required={second} via="sms" onBack={() => setSecond(null)} />;

  return (
    <form className="form" onSubmit={submit} noValidate>
      <PhoneFields value={sms.phone} onChange={sms.setPhone} error={errors.mobileNum} />
      <CodeField value={code} onValue={setCode} error={errors.code} secondsLeft={sms.secondsLeft} sending={sms.sending} onSend={send} />
      <TextField
        label={t('auth.field.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      {sms.notice && !formError && (
        <p className="form-notice" role="status">
          {sms.notice}
        </p>
      )}
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('forgot.setPassword')}
      </button>
    </form>
  );
}
