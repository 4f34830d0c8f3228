import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { SecondFactorProof } from '@shared/api/second-factor';
import { FormAlert } from '@client/components/ui/text-field';
import { SecondFactorCodeField } from '@client/components/second-factor/code-field';
import { codeLooksRight, proofOf } from '@client/lib/second-factor';
import { useFormCall } from '@client/lib/use-form-call';
import { memberErrorKey } from '../errors';

/**
 * A change in two-step verification that needs its proof (turning it off, new recovery codes):
 * a code from the app, or a recovery code; a refused code empties the field for the next one.
 */
export function ProofForm({
  hint,
  submit,
  send,
  onCancel,
}: {
  hint: string;
  submit: string;
  send: (proof: SecondFactorProof) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { busy, formError, run } = useFormCall(memberErrorKey);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [touched, setTouched] = useState(false);
  const ok = codeLooksRight(code, recovery);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!ok) return;
    void run(async () => {
      try {
        await send(proofOf(code, recovery));
      } catch (error) {
        // the refusal says what went wrong: the emptied field is not also called badly formed
        setCode('');
        setTouched(false);
        throw error;
      }
    });
  };
  return (
    <form className="withdraw-form" onSubmit={onSubmit} noValidate>
      <p className="deposit-hint">{hint}</p>
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
          {submit}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
