import { useTranslation } from '@client/lib/use-translation';
import { TextField } from '@client/components/ui/text-field';

/** The six-digit payment password, hidden, with a numeric keypad on phones. */
export function PaymentPasswordField({
  value,
  onValue,
  error,
  label,
  newPassword = false,
}: {
  value: string;
  onValue: (value: string) => void;
  error?: string;
  label?: string;
  /** setting it rather than entering it (password managers offer to save) */
  newPassword?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('withdraw.paymentPassword')}
      type="password"
      inputMode="numeric"
      autoComplete={newPassword ? 'new-password' : 'off'}
      maxLength={6}
      value={value}
      onValue={onValue}
      error={error}
    />
  );
}
