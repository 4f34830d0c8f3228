import { useState } from 'react';
import { useTranslation } from './use-translation';
import { errorKey } from './errors';
import { useBrandTime } from './brand-time';
import { moneyErrorVars } from './money-errors';
import { useBrandMoney } from './money';

/** A failed call's translation key; `variant` picks a form's own wording (auth's loginFailedKey). */
export type ErrorKeyOf = (error: unknown, variant?: string) => string;

/**
 * A form's call: the submit button is disabled while it runs, and a failure becomes the
 * form's translated docs/product.md 8 error (by `keyOf`, the catalogue by default). What the player
 * typed stays, since the form's own state is not touched.
 */
export function useFormCall(keyOf: ErrorKeyOf = (error) => errorKey(error)) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const { at } = useBrandTime();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState('');
  const run = async (call: () => Promise<void>, variant?: string, vars?: Record<string, string>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      // a money refusal's numbers (tries left, a lock's end, the withdrawable amount) fill its text,
      // written as the brand writes them, beside the form's own (a withdrawal's limits)
      const refusal = moneyErrorVars(error, { money, time: at });
      setFormError(t(keyOf(error, variant), vars || refusal ? { ...refusal, ...vars } : undefined));
    } finally {
      setBusy(false);
    }
  };
  return { busy, formError, setFormError, run };
}
