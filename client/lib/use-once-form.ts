import { useState, type FormEvent } from 'react';
import { useFormCall, type ErrorKeyOf } from './use-form-call';
import { useStepUp } from './use-step-up';
import { useTranslation } from './use-translation';

/**
 * A form whose submit must act once (a transfer, an offer): it carries a request id the
 * gateway answers once, so a retry after a lost answer moves nothing twice; the id is renewed
 * only after a success. Field errors show after the first submit; a success is announced and
 * the form emptied by `reset`.
 */
export function useOnceForm(keyOf?: ErrorKeyOf, reset?: () => void) {
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const { busy, formError, setFormError, run } = useFormCall(keyOf);

  /** A success's message, and a new id for the next move. */
  const settle = (message: string) => {
    setDone(message);
    setRequestId(crypto.randomUUID());
  };

  /**
   * The submit handler: nothing is sent while a field has an error; `send` answers the success's
   * message, shown at once; `refresh` then reloads what the move changed (balances). An empty
   * message: nothing moved yet (the gateway asked for the second factor): the form stays as typed.
   */
  const submit = (errors: readonly string[], send: (requestId: string) => Promise<string>, refresh?: () => Promise<unknown>) => async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setDone('');
    if (errors.some(Boolean)) return;
    setFormError('');
    await run(async () => {
      const message = await send(requestId);
      if (!message) return;
      settle(message);
      setTouched(false);
      reset?.();
      await refresh?.();
    });
  };

  return { touched, done, setDone, requestId, busy, formError, setFormError, run, settle, submit };
}

/**
 * A transfer's form: a whole amount and the payment password on top of a once-only submit, and
 * the second factor when the gateway asks for it (above the brand's threshold: `stepUp`, shown
 * by StepUpField; the send wraps its call in `stepUp.send` and answers '' when it was asked).
 */
export function useTransferForm(keyOf?: ErrorKeyOf) {
  const { t } = useTranslation();
  const stepUp = useStepUp();
  const [amount, setAmountTyped] = useState('');
  const [password, setPassword] = useState('');
  const form = useOnceForm(keyOf, () => {
    setAmountTyped('');
    setPassword('');
  });
  const value = /^\d+$/.test(amount) ? Number(amount) : Number.NaN;
  return {
    ...form,
    stepUp,
    /** as useOnceForm's, and nothing is sent while an asked code looks wrong */
    submit:
      (...args: Parameters<typeof form.submit>) =>
      async (e: FormEvent) => {
        e.preventDefault();
        if (!stepUp.ready()) return;
        await form.submit(...args)(e);
      },
    amount,
    // whole units: spaces and separators a player types are dropped
    setAmount: (typed: string) => setAmountTyped(typed.replace(/[\s.,]/g, '')),
    value,
    password,
    setPassword,
    /** Not a positive whole number, or more than `max` (`over` says what is available). */
    amountError: (max: number, over: string) => (Number.isNaN(value) || value <= 0 ? t('cashier.errors.whole') : value > max ? over : ''),
    /** Six digits, when the player has a payment password. */
    passwordError: (needed = true) => (!needed || /^\d{6}$/.test(password) ? '' : t('withdraw.errors.sixDigits')),
  };
}
