import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { AmountField } from '@client/components/ui/amount-field';
import { OnceFormEnd } from '@client/components/ui/transfer-fields';
import { RecordsTotals } from '@client/components/records/records-filters';
import { useBrandMoney } from '@client/lib/money';
import { requestWithdrawal, withdrawalsQuery, withdrawInfoQuery } from '../api/cashier';
import { useFormCall } from '@client/lib/use-form-call';
import { memberErrorKey } from '../errors';
import { PaymentPasswordField } from '@client/components/ui/payment-password-field';
import { BindCardForm, PaymentPasswordForm } from '../components/withdraw-setup';
import { WithdrawalList } from '../components/withdrawal-list';
import '@client/styles/cashier.css';
import { memberKeys } from '@client/lib/query-keys';
import { useStepUp } from '@client/lib/use-step-up';
import { StepUpField } from '@client/components/second-factor/step-up-field';

/**
 * withdraw (docs/product.md 2.5, 4): set the payment password once, bind a card with it, then a
 * withdrawal within the limits and what the turnover requirement leaves withdrawable (both
 * shown); the money is held at once. The latest withdrawals follow, each paid-out one asking
 * whether it arrived (docs/product.md 4 receipt).
 */
export default function Withdraw() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const info = useQuery(withdrawInfoQuery(api, username));
  const list = useQuery(withdrawalsQuery(api, username));
  const [cardId, setCardId] = useState(0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, formError, setFormError, run } = useFormCall(memberErrorKey);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [binding, setBinding] = useState(false);
  // the request's confirmation beside the button just pressed: on a phone the new row is below the fold
  const [done, setDone] = useState('');
  const stepUp = useStepUp();

  if (info.isPending) return <Loading />;
  if (info.isError) return <QueryError error={info.error} onRetry={() => void info.refetch()} />;
  const data = info.data;
  if (!data.hasPaymentPassword) return <PaymentPasswordForm />;
  if (data.cards.length === 0 || binding) return <BindCardForm onDone={() => setBinding(false)} />;

  const card = data.cards.find((c) => c.id === cardId) ?? data.cards[0]!;
  const value = /^\d+$/.test(amount) ? Number(amount) : Number.NaN;
  const amountError = Number.isNaN(value)
    ? t('cashier.errors.whole')
    : value < data.min || value > data.max
      ? t('cashier.errors.range', { min: money(data.min), max: money(data.max) })
      : value > data.withdrawable
        ? t('withdraw.errors.overWithdrawable')
        : '';
  const passwordError = /^\d{6}$/.test(password) ? '' : t('withdraw.errors.sixDigits');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!stepUp.ready() || amountError || passwordError) return;
    setFormError('');
    setDone('');
    await run(
      async () => {
        const sent = await stepUp.send((secondFactor) =>
          requestWithdrawal(api, { cardId: card.id, amount: value, paymentPassword: password, requestId, secondFactor }),
        );
        if (!sent) return;
        setDone(t('withdraw.requested', { amount: money(value) }));
        setAmount('');
        setPassword('');
        setTouched(false);
        setRequestId(crypto.randomUUID());
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: memberKeys.withdrawals(username) }),
          queryClient.invalidateQueries({ queryKey: memberKeys.balance(username) }),
        ]);
      },
      undefined,
      { min: money(data.min), max: money(data.max) },
    );
  };

  return (
    <div className="withdraw">
      <RecordsTotals
        testId="withdraw-info"
        items={[
          { label: t('withdraw.balance'), value: money(data.balance) },
          { label: t('withdraw.withdrawable'), value: money(data.withdrawable), valueTestId: 'withdrawable' },
          { label: t('withdraw.turnover'), value: money(data.turnoverOutstanding) },
        ]}
      />
      <form className="withdraw-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="deposit-channels">
          <legend>{t('withdraw.toCard')}</legend>
          {data.cards.map((c) => (
            <label key={c.id} className="deposit-channel" data-selected={c.id === card.id || undefined}>
              <input type="radio" name="card" value={c.id} checked={c.id === card.id} onChange={() => setCardId(c.id)} />
              <span>{c.bankName}</span>
              <small>
                {c.accountName} {c.accountNo}
              </small>
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setBinding(true)}>
          {t('withdraw.bindAnother')}
        </button>
        <AmountField
          name="amount"
          value={amount}
          onValue={(v) => {
            setAmount(v);
            setDone('');
          }}
          error={touched ? amountError : ''}
        />
        <p className="deposit-limits">{t('cashier.limits', { min: money(data.min), max: money(data.max) })}</p>
        <PaymentPasswordField value={password} onValue={setPassword} error={touched ? passwordError : ''} />
        <StepUpField stepUp={stepUp} />
        <OnceFormEnd formError={formError} done={done} busy={busy} submit={t('withdraw.submit')} />
        <p className="deposit-hint">{t('withdraw.autoConfirmHint', { minutes: data.autoConfirmMinutes })}</p>
      </form>
      {list.data && <WithdrawalList list={list.data} />}
    </div>
  );
}
