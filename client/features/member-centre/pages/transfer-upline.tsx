import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { StepUpField } from '@client/components/second-factor/step-up-field';
import { PaymentPasswordField } from '@client/components/ui/payment-password-field';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { AmountField, OnceFormEnd } from '@client/components/ui/transfer-fields';
import { useBrandMoney } from '@client/lib/money';
import { useTransferForm } from '@client/lib/use-once-form';
import { transferToUpline, uplineQuery, withdrawInfoQuery } from '../api/cashier';
import { memberErrorKey } from '../errors';
import { PaymentPasswordForm } from '../components/withdraw-setup';
import '@client/styles/cashier.css';
import { memberKeys } from '@client/lib/query-keys';

/** transferUpline (docs/product.md 2.5): money from the member's wallet to the upline agent's, confirmed with the payment password. */
export default function TransferUpline() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const upline = useQuery(uplineQuery(api, username));
  const info = useQuery(withdrawInfoQuery(api, username));
  const form = useTransferForm(memberErrorKey);

  if (upline.isPending || info.isPending) return <Loading />;
  if (upline.isError) return <QueryError error={upline.error} onRetry={() => void upline.refetch()} />;
  if (info.isError) return <QueryError error={info.error} onRetry={() => void info.refetch()} />;
  const agent = upline.data.upline;
  if (!agent) return <p className="centre-empty">{t('transfer.noUpline')}</p>;
  if (!info.data.hasPaymentPassword) return <PaymentPasswordForm />;

  const amountError = form.amountError(info.data.balance, t('withdraw.errors.overWithdrawable'));
  const passwordError = form.passwordError();
  const submit = form.submit(
    [amountError, passwordError],
    async (requestId) => {
      let moved = 0;
      const answered = await form.stepUp.send(async (secondFactor) => {
        moved = (await transferToUpline(api, { amount: form.value, paymentPassword: form.password, requestId, secondFactor })).amount;
      });
      return answered ? t('transfer.done', { amount: money(moved), agent: agent.nickname || agent.username }) : '';
    },
    () => queryClient.invalidateQueries({ queryKey: memberKeys.of(username) }),
  );
  return (
    <form className="withdraw-form" onSubmit={(e) => void submit(e)} noValidate>
      <dl className="records-totals">
        <dt>{t('transfer.to')}</dt>
        <dd data-testid="upline">{agent.nickname || agent.username}</dd>
        <dt>{t('withdraw.balance')}</dt>
        <dd>{money(info.data.balance)}</dd>
      </dl>
      <AmountField value={form.amount} onValue={form.setAmount} error={form.touched ? amountError : ''} />
      <PaymentPasswordField value={form.password} onValue={form.setPassword} error={form.touched ? passwordError : ''} />
      <StepUpField stepUp={form.stepUp} />
      <OnceFormEnd formError={form.formError} done={form.done} busy={form.busy} submit={t('transfer.submit')} />
    </form>
  );
}
