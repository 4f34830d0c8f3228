import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { useMoneyFormat } from '@client/lib/money';
import { transferToUpline, uplineQuery, withdrawInfoQuery } from '../api/cashier';
import { useFormCall } from '@client/lib/use-form-call';
import { cashierErrorKey } from '../cashier-errors';
import { PaymentPasswordField } from '../components/payment-password-field';
import { PaymentPasswordForm } from '../components/withdraw-setup';
import '@client/styles/cashier.css';

/** transferUpline (SPEC.md 2.5): money from the member's wallet to the upline agent's, confirmed with the payment password. */
export default function TransferUpline() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const upline = useQuery(uplineQuery(api, username));
  const info = useQuery(withdrawInfoQuery(api, username));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, formError, setFormError, run } = useFormCall(cashierErrorKey);
  const [done, setDone] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  if (upline.isPending || info.isPending) return <Loading />;
  if (upline.isError) return <QueryError error={upline.error} onRetry={() => void upline.refetch()} />;
  if (info.isError) return <QueryError error={info.error} onRetry={() => void info.refetch()} />;
  const agent = upline.data.upline;
  if (!agent) return <p className="centre-empty">{t('transfer.noUpline')}</p>;
  if (!info.data.hasPaymentPassword) return <PaymentPasswordForm />;

  const value = /^\d+$/.test(amount) ? Number(amount) : Number.NaN;
  const amountError = Number.isNaN(value) || value <= 0 ? t('cashier.errors.whole') : value > info.data.balance ? t('withdraw.errors.overWithdrawable') : '';
  const passwordError = /^\d{6}$/.test(password) ? '' : t('withdraw.errors.sixDigits');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setDone('');
    if (amountError || passwordError) return;
    setFormError('');
    await run(async () => {
      const result = await transferToUpline(api, { amount: value, paymentPassword: password, requestId });
      setDone(t('transfer.done', { amount: money(result.amount), agent: agent.nickname || agent.username }));
      setAmount('');
      setPassword('');
      setTouched(false);
      setRequestId(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: ['member', username] });
    });
  };
  return (
    <form className="withdraw-form" onSubmit={(e) => void submit(e)} noValidate>
      <dl className="records-totals">
        <dt>{t('transfer.to')}</dt>
        <dd data-testid="upline">{agent.nickname || agent.username}</dd>
        <dt>{t('withdraw.balance')}</dt>
        <dd>{money(info.data.balance)}</dd>
      </dl>
      <TextField
        label={t('cashier.amount')}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onValue={(v) => setAmount(v.replace(/[\s.,]/g, ''))}
        error={touched ? amountError : ''}
      />
      <PaymentPasswordField value={password} onValue={setPassword} error={touched ? passwordError : ''} />
      <FormAlert message={formError} />
      {done && (
        <p className="deposit-status deposit-status-paid" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('transfer.submit')}
      </button>
    </form>
  );
}
