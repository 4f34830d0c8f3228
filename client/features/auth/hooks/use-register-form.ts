import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { birthdayProblemAt } from '@shared/birthday';
import type { RegisterSettings } from '@shared/api';
import type { RegisterFieldErrors, RegisterRequest } from '@shared/api/register';
import { fieldNameKey, formatFieldError, type FieldError } from '@shared/validation/messages';
import {
  effectiveAffiliateCode,
  REGISTER_MIN_AGE,
  validateRegistration,
  visibleFields,
  type RegisterField,
  type RegisterFormOptions,
  type RegisterType,
  type RegistrationValues,
} from '@shared/validation/register-form';
import { useApp } from '@client/app/app-context';
import { ApiError, ApiFailure } from '@client/lib/api-client';
import { useBrandTime } from '@client/lib/brand-time';
import { memberKeys } from '@client/lib/query-keys';
import { useTranslation } from '@client/lib/use-translation';
import { useModuleFlag } from '@client/lib/whitelabel';
import { checkAffiliate, register, sendRegisterSms, solveBotCheck } from '../api/register-calls';
import { loginErrorKey } from '../login-errors';
import { registerErrorKey } from '../register-errors';
import { useCaptcha } from './use-captcha';
import { useCodeSender } from './use-code-sender';

export type RegisterValues = { [F in RegisterField]?: string };
export type RegisterErrors = Partial<Record<RegisterField | 'agreeTerms' | 'confirmAge' | 'birthday', string>>;

/** Failures that come before the gateway reads the captcha: the captcha stays valid. */
const CAPTCHA_KEPT = ['REGISTER_INVALID', 'BOT_CHECK_FAILED', 'RATE_LIMITED', 'CSRF', 'FEATURE_DISABLED'];

/** The server's message of a failed SMS send where it has one (docs/product.md 8), else the catalogue's. */
const smsFailureText = (error: unknown, catalogue: string) =>
  (error instanceof ApiError && error.detail && !/^HTTP \d+$/.test(error.detail) ? error.detail : '') || catalogue;

/**
 * The registration form's state and calls (docs/product.md 2.4, 4, 5): the type, what was typed
 * (kept on every error), each field's message, the birthday on the brand's day, the SMS code
 * with its countdown, the captcha, and the submit (affiliate code checked first, bot check,
 * then the session and home).
 */
export function useRegisterForm(settings: RegisterSettings) {
  const { t } = useTranslation();
  const { api, session, ui } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const flag = useModuleFlag();
  const [params] = useSearchParams();
  const { timeZone } = useBrandTime();

  const referralFromUrl = params.get('referralCode') ?? '';
  const affiliateCodeFromUrl = (params.get('affiliateCode') ?? '').trim();
  const mobileOn = flag('MOBILEREG');
  const usernameOn = flag('USERNAMEREG') || !mobileOn;
  const initialValues = (): RegisterValues => (referralFromUrl ? { referralCode: referralFromUrl } : {});

  const [type, setType] = useState<RegisterType>(usernameOn ? 'register' : 'registerMobile');
  const [values, setValues] = useState<RegisterValues>(initialValues);
  const [agreeTerms, setAgreeTerms] = useState(false);
  const [confirmAge, setConfirmAge] = useState(false);
  const [birthday, setBirthday] = useState('');
  const [dialCode, setDialCode] = useState('');
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState('');
  const [warning, setWarning] = useState('');
  const [busy, setBusy] = useState(false);
  const sms = useCodeSender();
  const captcha = useCaptcha((error) => setFormError(t(loginErrorKey(error))));

  const opts: RegisterFormOptions = {
    type,
    smsEnabled: settings.smsVerification && flag('REGSMS'),
    captchaShown: settings.captchaEnabled,
    mobileWithPassword: flag('MOBILEREGPASS'),
    affiliateCodeFromUrl,
    countryDialingCode: dialCode,
  };
  const fields = visibleFields(settings, opts);
  const formValues = (): RegistrationValues => ({ ...values, agreeTerms, confirmAge });
  const translate = (error: FieldError) => formatFieldError(error, t);
  const ageText = t('validation.confirm_age', { age: REGISTER_MIN_AGE });
  /** docs/product.md 5 birthday check on the brand's day (brand config timeZone): the 21+ text under 21. */
  const birthdayError = (value: string) => {
    if (!value.trim()) return t('validation.not_empty', { field: t('register.birthday') });
    const problem = birthdayProblemAt(value, timeZone);
    return problem === 'underage' ? ageText : problem ? t('protection.birthday.invalid') : undefined;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new captcha when the captcha is first shown, not when the loader is re-created
  useEffect(() => {
    if (opts.captchaShown) void captcha.load();
  }, [opts.captchaShown]);

  const setValue = (field: RegisterField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  /** Re-checks one field when the player leaves it, once it has shown an error or holds text. */
  const checkOne = (field: RegisterField) => {
    if (!values[field] && !errors[field]) return;
    const found = validateRegistration(formValues(), settings, { ...opts, checkAgreements: false });
    setErrors((e) => ({ ...e, [field]: found[field] ? translate(found[field]!) : undefined }));
  };

  const checkBirthday = () => (birthday || errors.birthday) && setErrors((e) => ({ ...e, birthday: birthdayError(birthday) }));

  const switchType = (next: RegisterType) => {
    setType(next);
    setErrors({});
    setFormError('');
  };

  const reset = () => {
    setValues(initialValues());
    setAgreeTerms(false);
    setConfirmAge(false);
    setBirthday('');
    setErrors({});
    setFormError('');
  };

  const sendSms = () => {
    const found = validateRegistration(formValues(), settings, { ...opts, checkAgreements: false });
    const mobileError =
      found.mobileNum ?? (!values.mobileNum?.trim() ? { key: 'validation.not_empty', vars: { field: fieldNameKey('mobileNum') } } : undefined);
    setErrors((e) => ({ ...e, mobileNum: mobileError ? translate(mobileError) : undefined }));
    if (mobileError) return;
    void sms
      .press(async () => {
        const botCheck = await solveBotCheck(api);
        const sent = await sendRegisterSms(api, { countryDialingCode: dialCode, mobileNo: values.mobileNum!.trim(), botCheck });
        return Date.now() + sent.expiredMinutes * 60_000;
      })
      .catch((error: unknown) => setWarning(smsFailureText(error, t(registerErrorKey(error)))));
  };

  /** The request of what the form holds (only the fields shown; the username trimmed). */
  const requestBody = async (affiliateCode: string | undefined): Promise<RegisterRequest> => {
    const body: RegisterRequest = {
      login: true,
      registerMethod: 'WEB',
      registerUrl: window.location.href,
      confirmAge: true,
      birthday,
      domain: window.location.hostname,
      botCheck: await solveBotCheck(api),
    };
    for (const field of fields) {
      if (field !== 'affiliateCode' && values[field])
        (body as unknown as Record<string, string>)[field] = field === 'username' ? values[field]!.trim() : values[field]!;
    }
    if (affiliateCode) body.affiliateCode = affiliateCode;
    if (fields.includes('mobileNum')) body.countryDialingCode = dialCode;
    return body;
  };

  /** Shows a refused registration: the fields the gateway named, the age text, or the catalogue's; a used captcha replaced. */
  const showFailure = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : '';
    if (error instanceof ApiFailure && code === 'REGISTER_INVALID') {
      const fromServer: RegisterErrors = {};
      for (const [field, fieldError] of Object.entries((error.value as RegisterFieldErrors | null)?.fields ?? {})) {
        fromServer[field as RegisterField] = translate(fieldError);
      }
      setErrors(fromServer);
      setFormError(t('register.fixFields'));
    } else if (code === 'UNDERAGE') {
      // the gateway's own check (its day may have turned before the page's): the same text, nothing typed lost
      setErrors({ birthday: ageText });
      setFormError(ageText);
    } else if (code === 'INVITATION_CODE_ERROR') {
      setWarning(t('validation.invitation_code_error'));
    } else {
      setFormError(t(registerErrorKey(error)));
    }
    if (opts.captchaShown && !CAPTCHA_KEPT.includes(code)) {
      setValues((v) => ({ ...v, captcha: '' }));
      void captcha.load({ fresh: true });
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError('');
    const shown: RegisterErrors = {};
    for (const [field, error] of Object.entries(validateRegistration(formValues(), settings, opts))) shown[field as keyof RegisterErrors] = translate(error);
    const birthdayWrong = birthdayError(birthday);
    if (birthdayWrong) shown.birthday = birthdayWrong;
    setErrors(shown);
    if (Object.keys(shown).length) return;
    setBusy(true);
    try {
      const affiliateCode = effectiveAffiliateCode(values, opts);
      if (!affiliateCodeFromUrl && fields.includes('affiliateCode') && affiliateCode) {
        const check = await checkAffiliate(api, affiliateCode, window.location.hostname);
        if (!check.valid) {
          setWarning(t('validation.invitation_code_error'));
          return;
        }
      }
      const answer = await register(api, type === 'registerMobile', await requestBody(affiliateCode));
      session.getState().setSession({ username: answer.userName, type: answer.type });
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
      // docs/product.md 4: modal closed, home, then (mobile: the generated-account alert first) register success
      ui.getState().openAuth(answer.accountGenerated ? 'registerGenerated' : 'registerSuccess');
      navigate('/');
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    settings,
    opts,
    fields,
    type,
    bothTypes: mobileOn && usernameOn,
    values,
    setValue,
    checkOne,
    agreeTerms,
    setAgreeTerms,
    confirmAge,
    setConfirmAge,
    birthday,
    setBirthday,
    checkBirthday,
    dialCode,
    setDialCode,
    errors,
    formError,
    warning,
    closeWarning: () => setWarning(''),
    busy,
    sms: { secondsLeft: sms.secondsLeft, sending: sms.sending, send: sendSms },
    captcha,
    switchType,
    reset,
    submit,
  };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
