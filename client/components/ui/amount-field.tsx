import type { ComponentProps } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { TextField } from './text-field';

type Props = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string };

/**
 * A money amount in whole units, with a numeric keypad on phones: spaces and separators a
 * player types (1 000, 1.000, 1,000) are dropped before `onValue` sees the value. Labelled
 * "Amount" unless the form names it otherwise; `name` and `onBlur` pass to the input.
 */
export function AmountField({ label, value, onValue, error, ...input }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('cashier.amount')}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onValue={(typed) => onValue(typed.replace(/[\s.,]/g, ''))}
      error={error}
      {...input}
    />
  );
}
