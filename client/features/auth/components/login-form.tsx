import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { REMEMBER_ME_DAYS } from '@shared/constants';
import type { LoginFailure, TwoFactorChallenge } from '@shared/api';
import type { SecondFactorRequired } from '@shared/api/second-factor';
import { useApp, useUi } from '@client/app/app-context';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { ApiFailure } from '@client/lib/api-client';
import { login } from '../api/session-calls';
import { useCaptcha } from '../hooks/use-captcha';
import { CaptchaRow } from './captcha-row';
import { exclusionText, loginErrorKey } from '../login-errors';
import { useBrandTime } from '@client/lib/brand-time';
import { useExcludedHere } from '@client/lib/session-ended';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useModuleFlag } from '@client/lib/whitelabel';
import { FreePlayButton } from './free-play-button';
import { SmsLoginForm } from './sms-login-form';
import { SocialLogin } from './social-login';
import { PasskeySignIn } from './passkey-sign-in';
import { PasskeySecondStep } from './passkey-second-step';
import { usePasskeySignIn } from '../hooks/use-passkey-sign-in';
import { Tabs } from '@client/components/ui/tabs';
import { TwoFactorStep } from './two-factor-step';
import { SecondFactorStep } from './second-factor-step';
import { secondFactorAsked } from '@client/lib/second-factor';

const REMEMBER_COOKIE = 'remember_username';

function rememberedUsername(): string {
  if (typeof document === 'undefined') return '';
  const match = new RegExp(`(?:^|; )${REMEMBER_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

function remember(username: string | null) {
  const value = username ? encodeURIComponent(username) : '';
  const maxAge = username ? REMEMBER_ME_DAYS * 86_400 : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: remember me is a cookie of one day (docs/product.md 9); Cookie Store API is not in every browser players use
  document.cookie = `${REMEMBER_COOKIE}=${value}; path=/; max-age=${maxAge}; samesite=lax`;
}

/**
 * docs/product.md 2.4 login: username and password, or mobile and SMS code when MOBILEVERCODELOGIN3
 * is on; forgot password, free play (when on) and social login (SOCIALLOGIN) below, neither
 * while this browser's player is on a break or self-excluded.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const flag = useModuleFlag();
  const openAuth = useUi((s) => s.openAuth);
  const [mode, setMode] = useState<'username' | 'sms'>('username');
  const sms = flag('MOBILEVERCODELOGIN3');
  // a refusal by a break (or one this browser already knows of) offers no other way in
  const excluded = useExcludedHere();
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
        />
      )}
      {sms && mode === 'sms' ? <SmsLoginForm /> : <UsernameLoginForm />}
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
 * Login by username and password (docs/product.md 2.4, 4, 5): username trimmed and required,
 * password required, captcha required once a failed login asked for it; remember-me
 * keeps the username for a day. What the player typed stays on any error.
 */
function UsernameLoginForm() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const completeLogin = useCompleteLogin();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [second, setSecond] = useState<SecondFactorRequired | null>(null);
  const rememberId = useId();
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(() => rememberedUsername() !== '');
  // the captcha's answer, once a failed login asked for one (null: no captcha shown)
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const captchaImage = useCaptcha((error) => setFormError(t(loginErrorKey(error))));
  // the username field offers this browser's passkeys too (autocomplete "username webauthn")
  const passkeysOn = useModuleFlag()('PASSKEY');
  usePasskeySignIn((error) => setFormError(t(loginErrorKey(error))), passkeysOn && challenge === null && second === null);
  const newCaptcha = async (fresh = false) => {
    if (await captchaImage.load({ fresh })) setCaptcha('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = username.trim();
    const found: Record<string, string> = {};
    if (!name) found.username = t('validation.not_empty', { field: t('register.field.username') });
    if (!password) found.password = t('validation.not_empty', { field: t('register.field.password') });
    if (captcha !== null && !captcha.trim()) found.captcha = t('validation.not_empty', { field: t('register.field.captcha') });
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const result = await login(api, { type: 'username', username: name, password, captcha: captcha?.trim() || undefined });
      remember(keep ? name : null);
      await completeLogin(result);
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'TWO_FACTOR_REQUIRED') {
        remember(keep ? name : null);
        setChallenge(error.value as TwoFactorChallenge);
        return;
      }
      const asked = secondFactorAsked(error);
      if (asked) {
        remember(keep ? name : null);
        setSecond(asked);
        return;
      }
      setFormError(exclusionText(t, error, time.at) ?? t(loginErrorKey(error)));
      const asksCaptcha = error instanceof ApiFailure && (error.value as LoginFailure | null)?.captchaRequired;
      if (asksCaptcha) await newCaptcha(true);
    } finally {
      setBusy(false);
    }
  };

  if (challenge) return <TwoFactorStep challenge={challenge} onBack={() => setChallenge(null)} />;
  if (second) {
    const passkey = second.methods.includes('passkey');
    if (!second.methods.includes('totp')) return <PasskeySecondStep required={second} onBack={() => setSecond(null)} />;
    return (
      <SecondFactorStep required={second} via="password" onBack={() => setSecond(null)}>
        {passkey && <PasskeySecondStep required={second} onBack={() => setSecond(null)} inline />}
      </SecondFactorStep>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label={t('register.field.username')}
        name="username"
        autoComplete="username webauthn"
        value={username}
        onValue={setUsername}
        error={errors.username}
      />
      <TextField
        label={t('register.field.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      {captcha !== null && (
        <CaptchaRow image={captchaImage.image} onRefresh={() => void newCaptcha()}>
          <TextField
            label={t('register.field.captcha')}
            name="captcha"
            inputMode="numeric"
            autoComplete="off"
            value={captcha}
            onValue={setCaptcha}
            error={errors.captcha}
          />
        </CaptchaRow>
      )}
      <div className="field-inline">
        <input id={rememberId} type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
        <label htmlFor={rememberId}>{t('auth.rememberMe')}</label>
      </div>
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('auth.login')}
      </button>
    </form>
  );
}
