import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { useFormCall } from '@client/lib/use-form-call';
import { bindCard, setPaymentPassword } from '../api/cashier';
import { memberErrorKey } from '../errors';
import { PaymentPasswordField } from '@client/components/ui/payment-password-field';
import { memberKeys } from '@client/lib/query-keys';
import { useStepUp } from '@client/lib/use-step-up';
import { StepUpField } from '@client/components/second-factor/step-up-field';

const SIX_DIGITS = /^\d{6}$/;

/** Refreshes what the withdraw page shows after a change. */
function useRefreshWithdraw() {
  const queryClient = useQueryClient();
  const username = useSession((s) => s.session?.username ?? '');
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.withdrawals(username) });
}

/** The payment password, set once before the first card (six digits, typed twice). */
export function PaymentPasswordForm() {
  const { t } = useTranslation();
  const { api } = useApp();
  const refresh = useRefreshWithdraw();
  const { busy, formError, run } = useFormCall(memberErrorKey);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [touched, setTouched] = useState(false);
  const stepUp = useStepUp();
  const passwordError = touched && !SIX_DIGITS.test(password) ? t('withdraw.errors.sixDigits') : '';
  const againError = touched && !passwordError && again !== password ? t('withdraw.errors.mismatch') : '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!stepUp.ready() || !SIX_DIGITS.test(password) || again !== password) return;
    void run(async () => {
      if (await stepUp.send((secondFactor) => setPaymentPassword(api, password, secondFactor))) await refresh();
    });
  };
  return (
    <form className="withdraw-form" onSubmit={submit} noValidate>
      <h4>{t('withdraw.setPassword')}</h4>
      <p className="deposit-hint">{t('withdraw.setPasswordHint')}</p>
      <PaymentPasswordField newPassword value={password} onValue={setPassword} error={passwordError} />
      <PaymentPasswordField newPassword label={t('withdraw.paymentPasswordAgain')} value={again} onValue={setAgain} error={againError} />
      <StepUpField stepUp={stepUp} />
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('withdraw.save')}
      </button>
    </form>
  );
}

/** Binding a bank account or card, confirmed with the payment password. */
export function BindCardForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const refresh = useRefreshWithdraw();
  const { busy, formError, run } = useFormCall(memberErrorKey);
  const [card, setCard] = useState({ bankName: '', accountName: '', accountNo: '', paymentPassword: '' });
  const [touched, setTouched] = useState(false);
  const stepUp = useStepUp();
  const errors = {
    bankName: card.bankName.trim().length < 2 ? t('withdraw.errors.bankName') : '',
    accountName: card.accountName.trim().length < 2 ? t('withdraw.errors.accountName') : '',
    accountNo: /^\d{6,19}$/.test(card.accountNo) ? '' : t('withdraw.errors.accountNo'),
    paymentPassword: SIX_DIGITS.test(card.paymentPassword) ? '' : t('withdraw.errors.sixDigits'),
  };
  const field = (name: keyof typeof card) => ({
    value: card[name],
    onValue: (v: string) => setCard({ ...card, [name]: v }),
    error: touched ? errors[name] : '',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!stepUp.ready() || Object.values(errors).some(Boolean)) return;
    void run(async () => {
      const body = { ...card, bankName: card.bankName.trim(), accountName: card.accountName.trim() };
      if (!(await stepUp.send((secondFactor) => bindCard(api, { ...body, secondFactor })))) return;
      await refresh();
      onDone?.();
    });
  };
  return (
    <form className="withdraw-form" onSubmit={submit} noValidate>
      <h4>{t('withdraw.bindCard')}</h4>
      <TextField label={t('cashier.bankName')} autoComplete="off" {...field('bankName')} />
      <TextField label={t('cashier.accountName')} autoComplete="name" {...field('accountName')} />
      <TextField label={t('cashier.accountNo')} inputMode="numeric" autoComplete="off" {...field('accountNo')} />
      <PaymentPasswordField {...field('paymentPassword')} />
      <StepUpField stepUp={stepUp} />
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('withdraw.bind')}
      </button>
    </form>
  );
}
