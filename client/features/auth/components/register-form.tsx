import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { birthdayProblemAt } from '@shared/birthday';
import { CAPTCHA_REFRESH_MS } from '@shared/constants';
import type { RegisterSettings } from '@shared/contract';
import type { RegisterFieldErrors, RegisterRequest } from '@shared/contract-register';
import { fieldNameKey, formatFieldError, type FieldError } from '@shared/validation/messages';
import {
  effectiveAffiliateCode,
  isRequired,
  placeholderFor,
  REGISTER_MIN_AGE,
  validateRegistration,
  visibleFields,
  type RegisterField,
  type RegisterFormOptions,
  type RegisterType,
  type RegistrationValues,
} from '@shared/validation/register-form';
import { useApp } from '@client/app/app-context';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { useModuleFlag } from '@client/lib/whitelabel';
import { useBrandTime } from '@client/lib/brand-time';
import { ApiError, ApiFailure } from '@client/lib/api-client';
import { registerSettingsQuery } from '../api/get-register-settings';
import { checkAffiliate, countriesQuery, register, sendRegisterSms, solveBotCheck } from '../api/register-calls';
import { getCaptcha } from '../api/session-calls';
import { loginErrorKey } from '../login-errors';
import { registerErrorKey } from '../register-errors';
import { CountryCodeSelect } from './country-code-select';
import { WarningPopup } from '@client/components/ui/warning-popup';
import { memberKeys } from '@client/lib/query-keys';

type Values = { [F in RegisterField]?: string };
type Errors = Partial<Record<RegisterField | 'agreeTerms' | 'confirmAge' | 'birthday', string>>;

const PASSWORD_FIELDS: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];
const NUMERIC_FIELDS: readonly RegisterField[] = ['mobileNum', 'verificationCode', 'captcha', 'qqNum', 'whatsapp', 'zalo', 'paymentPassword'];
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  mobileNum: 'tel-national',
  email: 'email',
  payeeName: 'name',
  verificationCode: 'one-time-code',
  captcha: 'off',
  paymentPassword: 'off',
};
/** Failures that come before the gateway reads the captcha: the captcha stays valid. */
const CAPTCHA_KEPT = ['REGISTER_INVALID', 'BOT_CHECK_FAILED', 'RATE_LIMITED', 'CSRF', 'FEATURE_DISABLED'];

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
  const { api, session, ui, portal } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const flag = useModuleFlag();
  const [params] = useSearchParams();
  const countries = useQuery(countriesQuery(api));
  const termsId = useId();
  const panelId = useId();
  const ageId = useId();
  const { timeZone } = useBrandTime();

  const referralFromUrl = params.get('referralCode') ?? '';
  const affiliateCodeFromUrl = (params.get('affiliateCode') ?? '').trim();
  const mobileOn = flag('MOBILEREG');
  const usernameOn = flag('USERNAMEREG') || !mobileOn;
  const initialValues = (): Values => (referralFromUrl ? { referralCode: referralFromUrl } : {});

  const [type, setType] = useState<RegisterType>(usernameOn ? 'register' : 'registerMobile');
  const [values, setValues] = useState<Values>(initialValues);
  const [agreeTerms, setAgreeTerms] = useState(false);
  const [confirmAge, setConfirmAge] = useState(false);
  const [birthday, setBirthday] = useState('');
  const [dialCode, setDialCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [warning, setWarning] = useState('');
  const [busy, setBusy] = useState(false);
  const [smsBusy, setSmsBusy] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const [captchaImage, setCaptchaImage] = useState('');
  const lastCaptcha = useRef(0);

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

  const loadCaptcha = async () => {
    const now = Date.now();
    if (now - lastCaptcha.current < CAPTCHA_REFRESH_MS) return;
    lastCaptcha.current = now;
    try {
      setCaptchaImage(await getCaptcha(api));
    } catch (error) {
      setFormError(t(loginErrorKey(error)));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new captcha when the captcha is first shown, not when the loader is re-created
  useEffect(() => {
    if (opts.captchaShown) void loadCaptcha();
  }, [opts.captchaShown]);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const setValue = (field: RegisterField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  /** Re-checks one field when the player leaves it, once it has shown an error or holds text. */
  const checkOne = (field: RegisterField) => {
    if (!values[field] && !errors[field]) return;
    const found = validateRegistration(formValues(), settings, { ...opts, checkAgreements: false });
    setErrors((e) => ({ ...e, [field]: found[field] ? translate(found[field]!) : undefined }));
  };

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

  const sendSms = async () => {
    const found = validateRegistration(formValues(), settings, { ...opts, checkAgreements: false });
    const mobileError =
      found.mobileNum ?? (!values.mobileNum?.trim() ? { key: 'validation.not_empty', vars: { field: fieldNameKey('mobileNum') } } : undefined);
    setErrors((e) => ({ ...e, mobileNum: mobileError ? translate(mobileError) : undefined }));
    if (mobileError) return;
    setSmsBusy(true);
    try {
      const botCheck = await solveBotCheck(api);
      const sent = await sendRegisterSms(api, { countryDialingCode: dialCode, mobileNo: values.mobileNum!.trim(), botCheck });
      setCountdown(sent.expiredMinutes * 60);
    } catch (error) {
      // docs/product.md 8: the server's message in a warning popup
      setWarning((error instanceof ApiError && error.detail && !/^HTTP \d+$/.test(error.detail) ? error.detail : '') || t(registerErrorKey(error)));
    } finally {
      setSmsBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError('');
    const found = validateRegistration(formValues(), settings, opts);
    const shown: Errors = {};
    for (const [field, error] of Object.entries(found)) shown[field as keyof Errors] = translate(error);
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
      const answer = await register(api, type === 'registerMobile', body);
      session.getState().setSession({ username: answer.userName, type: answer.type });
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
      // docs/product.md 4: modal closed, home, then (mobile: the generated-account alert first) register success
      ui.getState().openAuth(answer.accountGenerated ? 'registerGenerated' : 'registerSuccess');
      navigate('/');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (error instanceof ApiFailure && code === 'REGISTER_INVALID') {
        const fromServer: Errors = {};
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
        lastCaptcha.current = 0;
        void loadCaptcha();
      }
    } finally {
      setBusy(false);
    }
  };

  const input = (field: RegisterField) => {
    const label = t(fieldNameKey(field));
    return (
      <TextField
        key={field}
        label={label}
        name={field}
        placeholder={placeholderFor(label, isRequired(field, settings, opts))}
        type={PASSWORD_FIELDS.includes(field) ? 'password' : field === 'email' ? 'email' : 'text'}
        inputMode={NUMERIC_FIELDS.includes(field) ? 'numeric' : undefined}
        autoComplete={AUTOCOMPLETE[field]}
        value={values[field] ?? ''}
        onValue={setValue(field)}
        onBlur={() => checkOne(field)}
        error={errors[field]}
      />
    );
  };

  const row = (field: RegisterField) => {
    if (field === 'mobileNum') {
      return (
        <div key={field} className="phone-row">
          <CountryCodeSelect
            countries={countries.data?.countries ?? []}
            visitorCountry={countries.data?.visitorCountry ?? ''}
            homeCountry={portal.brand.homeCountry}
            value={dialCode}
            onChange={setDialCode}
          />
          {input(field)}
        </div>
      );
    }
    if (field === 'verificationCode') {
      return (
        <div key={field} className="sms-row">
          {input(field)}
          <button type="button" className="btn btn-secondary sms-send" onClick={() => void sendSms()} disabled={smsBusy || countdown > 0}>
            {countdown > 0 ? t('register.smsResendIn', { seconds: countdown }) : t('register.sendSms')}
          </button>
        </div>
      );
    }
    if (field === 'captcha') {
      return (
        <div key={field} className="captcha-row">
          {input(field)}
          <button type="button" className="captcha-image" onClick={() => void loadCaptcha()} aria-label={t('auth.captchaRefresh')}>
            {captchaImage ? (
              <img src={`data:image/png;base64,${captchaImage}`} alt={t('auth.captchaImage')} width={120} height={40} />
            ) : (
              <span className="captcha-empty" />
            )}
          </button>
        </div>
      );
    }
    return input(field);
  };

  return (
    <form className="form register-form" onSubmit={submit} noValidate aria-label={t('auth.register')}>
      {mobileOn && usernameOn && (
        <div role="tablist" className="tabs" aria-label={t('register.typeTabs')}>
          {(['register', 'registerMobile'] as const).map((kind) => (
            <button
              key={kind}
              id={`${panelId}-${kind}`}
              type="button"
              role="tab"
              aria-selected={type === kind}
              aria-controls={panelId}
              className="tab"
              onClick={() => switchType(kind)}
            >
              {t(`register.tab.${kind}`)}
            </button>
          ))}
        </div>
      )}
      <div className="register-fields" id={panelId} {...(mobileOn && usernameOn ? { role: 'tabpanel', 'aria-labelledby': `${panelId}-${type}` } : {})}>
        {fields.map(row)}
        {/* docs/product.md 5, 10: the birthday check (21 or older), every brand; a calendar date, no time zone of its own */}
        <TextField
          label={t('register.birthday')}
          name="birthday"
          type="date"
          autoComplete="bday"
          required
          value={birthday}
          onValue={setBirthday}
          onBlur={() => (birthday || errors.birthday) && setErrors((e) => ({ ...e, birthday: birthdayError(birthday) }))}
          error={errors.birthday}
        />
      </div>
      <div className="field-inline">
        <input
          id={termsId}
          type="checkbox"
          checked={agreeTerms}
          onChange={(e) => setAgreeTerms(e.target.checked)}
          aria-invalid={!!errors.agreeTerms}
          aria-describedby={`${termsId}-err`}
        />
        <label htmlFor={termsId}>
          {t('register.agreePrefix')}{' '}
          <Link to="/help" onClick={() => variant === 'modal' && ui.getState().openAuth(null)}>
            {t('register.terms')}
          </Link>
        </label>
      </div>
      <p id={`${termsId}-err`} className="field-error">
        {errors.agreeTerms}
      </p>
      <div className="field-inline">
        <input
          id={ageId}
          type="checkbox"
          checked={confirmAge}
          onChange={(e) => setConfirmAge(e.target.checked)}
          aria-invalid={!!errors.confirmAge}
          aria-describedby={`${ageId}-err`}
        />
        <label htmlFor={ageId}>{t('register.confirmAge', { age: REGISTER_MIN_AGE })}</label>
      </div>
      <p id={`${ageId}-err`} className="field-error">
        {errors.confirmAge}
      </p>
      <FormAlert message={formError} />
      <div className="register-actions">
        {variant === 'page' && (
          <button type="button" className="btn btn-ghost" onClick={reset}>
            {t('register.reset')}
          </button>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
          {busy ? t('register.busy') : t('auth.register')}
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
      {warning && <WarningPopup message={warning} onClose={() => setWarning('')} />}
    </form>
  );
}

export default RegisterForm;
