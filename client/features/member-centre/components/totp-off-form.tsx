import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { FormAlert } from '@client/components/ui/text-field';
import { SecondFactorCodeField } from '@client/components/second-factor/code-field';
import { codeLooksRight, proofOf } from '@client/lib/second-factor';
import { useFormCall } from '@client/lib/use-form-call';
import { turnTotpOff } from '../api/second-factor';
import { memberErrorKey } from '../errors';

/** Turning the authenticator app off: a code from it, or a recovery code. */
export function TotpOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const { busy, formError, run } = useFormCall(memberErrorKey);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [touched, setTouched] = useState(false);
  const ok = codeLooksRight(code, recovery);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!ok) return;
    void run(async () => {
      try {
        await turnTotpOff(api, proofOf(code, recovery));
      } catch (error) {
        setCode('');
        throw error;
      }
      onDone();
    });
  };
  return (
    <form className="withdraw-form" onSubmit={submit} noValidate>
      <p className="deposit-hint">{t('secondFactor.turnOffHint')}</p>
      <SecondFactorCodeField
        code={code}
        onCode={setCode}
        recovery={recovery}
        onRecovery={setRecovery}
        error={touched && !ok ? t(recovery ? 'secondFactor.recoveryFormat' : 'secondFactor.codeFormat') : ''}
      />
      <FormAlert message={formError} />
      <div className="centre-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('secondFactor.turnOff')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
