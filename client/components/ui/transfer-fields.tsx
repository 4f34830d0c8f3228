import { useTranslation } from '@client/lib/use-translation';
import { FormAlert, TextField } from './text-field';

/** A money amount in whole units, with a numeric keypad on phones. */
export function AmountField({ value, onValue, error }: { value: string; onValue: (value: string) => void; error: string }) {
  const { t } = useTranslation();
  return <TextField label={t('cashier.amount')} inputMode="numeric" autoComplete="off" value={value} onValue={onValue} error={error} />;
}

/** The end of a once-only form: the failure, the success's message, and the submit button (off while it runs). */
export function OnceFormEnd({ formError, done, busy, submit }: { formError: string; done: string; busy: boolean; submit: string }) {
  return (
    <>
      <FormAlert message={formError} />
      {done && (
        <p className="deposit-status deposit-status-paid" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submit}
      </button>
    </>
  );
}
