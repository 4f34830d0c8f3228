import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { TwoFactorChallenge } from '@shared/api';
import { useApp } from '@client/app/app-context';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { resendLoginCode, verifyLogin } from '../api/session-calls';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { loginErrorKey } from '../login-errors';

/**
 * docs/product.md 2.7: a login from an address the account has not used asks for a code sent by
 * SMS or e-mail before the session starts. Resending waits out the gateway's retry time.
 */
export function TwoFactorStep({ challenge, onBack }: { challenge: TwoFactorChallenge; onBack: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const completeLogin = useCompleteLogin();
  const [current, setCurrent] = useState(challenge);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(challenge.retryAfterSeconds);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('auth.twoFactor.codeFormat'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await completeLogin(await verifyLogin(api, current.challengeId, code.trim()));
    } catch (err) {
      setError(t(loginErrorKey(err)));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError('');
    try {
      const next = await resendLoginCode(api, current.challengeId);
      setCurrent(next);
      setWait(next.retryAfterSeconds);
    } catch (err) {
      setError(t(loginErrorKey(err)));
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>{t(`auth.twoFactor.sent.${current.channel}`, { destination: current.destination })}</p>
      <TextField label={t('auth.twoFactor.code')} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onValue={setCode} />
      <FormAlert message={error} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('auth.twoFactor.verify')}
      </button>
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {t('common.back')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void resend()} disabled={wait > 0}>
          {wait > 0 ? t('auth.twoFactor.resendIn', { seconds: wait }) : t('auth.twoFactor.resend')}
        </button>
      </div>
    </form>
  );
}
