import { type FormEvent, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { LoginFailure, TwoFactorChallenge } from '@shared/api';
import type { SecondFactorRequired } from '@shared/api/second-factor';
import { useApp } from '@client/app/app-context';
import { ApiFailure } from '@client/lib/api-client';
import { useBrandTime } from '@client/lib/brand-time';
import { secondFactorAsked } from '@client/lib/second-factor';
import { useModuleFlag } from '@client/lib/whitelabel';
import { login } from '../api/session-calls';
import { exclusionText, loginErrorKey } from '../login-errors';
import { useCaptcha } from './use-captcha';
import { useCompleteLogin } from './use-complete-login';
import { usePasskeySignIn } from './use-passkey-sign-in';
import { remember, rememberedUsername } from './remembered-username';

/** What a right password still asks for: a code sent to confirm a new address, or the second factor. */
export type LoginNextStep = { kind: 'newAddress'; challenge: TwoFactorChallenge } | { kind: 'secondFactor'; required: SecondFactorRequired };

/**
 * The login by username and password (docs/product.md 2.4, 4, 5): what is typed, its checks
 * (username trimmed and required, password required, the captcha once a failed login asked for
 * it), the call, and what it answers: the session, the step a right password still needs, or the
 * error, with what was typed kept. Remember-me keeps the username once the password was right.
 */
export function usePasswordLogin() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const completeLogin = useCompleteLogin();
  const [next, setNext] = useState<LoginNextStep | null>(null);
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(() => rememberedUsername() !== '');
  // the captcha's answer, once a failed login asked for one (null: no captcha shown)
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const captchaImage = useCaptcha((error) => setFormError(t(loginErrorKey(error))));
  // the username field offers this browser's passkeys too (autocomplete "username webauthn"), while the form shows
  usePasskeySignIn((error) => setFormError(t(loginErrorKey(error))), useModuleFlag()('PASSKEY') && next === null);
  const newCaptcha = async (fresh = false) => {
    if (await captchaImage.load({ fresh })) setCaptcha('');
  };

  const refused = async (error: unknown, name: string) => {
    const asked = secondFactorAsked(error);
    const step: LoginNextStep | null =
      error instanceof ApiFailure && error.code === 'TWO_FACTOR_REQUIRED'
        ? { kind: 'newAddress', challenge: error.value as TwoFactorChallenge }
        : asked && { kind: 'secondFactor', required: asked };
    if (step) {
      remember(keep ? name : null);
      setNext(step);
      return;
    }
    setFormError(exclusionText(t, error, time.at) ?? t(loginErrorKey(error)));
    if (error instanceof ApiFailure && (error.value as LoginFailure | null)?.captchaRequired) await newCaptcha(true);
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
      await refused(error, name);
    } finally {
      setBusy(false);
    }
  };

  return {
    fields: { username, setUsername, password, setPassword, keep, setKeep, captcha, setCaptcha },
    errors,
    formError,
    busy,
    captchaImage,
    newCaptcha,
    submit,
    next,
    back: () => setNext(null),
  };
}
