import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import type { TeamMember } from '@shared/api/agent';
import { useApp, useSession } from '@client/app/app-context';
import { PaymentPasswordField } from '@client/components/ui/payment-password-field';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { AmountField, OnceFormEnd } from '@client/components/ui/transfer-fields';
import { useBrandMoney } from '@client/lib/money';
import { useTransferForm } from '@client/lib/use-once-form';
import { StepUpField } from '@client/components/second-factor/step-up-field';
import { agentWalletQuery, transferToDownline } from '../api/agent';
import { agentErrorKey } from '../errors';
import { memberKeys, agentKeys } from '@client/lib/query-keys';

/** A transfer from the agent's wallet to a direct downline's: the amount, the payment password when the agent has one; once per requestId. */
export function DownlineTransfer({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const wallet = useQuery(agentWalletQuery(api, username));
  const form = useTransferForm(agentErrorKey);

  if (wallet.isPending) return <Loading />;
  if (wallet.isError) return <QueryError error={wallet.error} onRetry={() => void wallet.refetch()} />;
  const needsPassword = wallet.data.hasPaymentPassword;
  const amountError = form.amountError(wallet.data.balance, t('agent.errors.insufficient'));
  const passwordError = form.passwordError(needsPassword);

  const submit = form.submit(
    [amountError, passwordError],
    async (requestId) => {
      const paymentPassword = needsPassword ? form.password : undefined;
      let moved = 0;
      const answered = await form.stepUp.send(async (secondFactor) => {
        moved = (await transferToDownline(api, { memberId: member.id, amount: form.value, paymentPassword, requestId, secondFactor })).amount;
      });
      return answered ? t('agent.transferDone', { amount: money(moved), member: member.username }) : '';
    },
    async () => {
      await queryClient.invalidateQueries({ queryKey: agentKeys.of(username) });
      await queryClient.invalidateQueries({ queryKey: memberKeys.of(username) });
    },
  );

  return (
    <form className="agent-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('agent.transferTitle', { member: member.username })}>
      <h4>{t('agent.transferTitle', { member: member.username })}</h4>
      <p className="deposit-hint">
        {t('agent.yourBalance')}: <strong data-testid="agent-balance">{money(wallet.data.balance)}</strong>
      </p>
      <AmountField value={form.amount} onValue={form.setAmount} error={form.touched ? amountError : ''} />
      {needsPassword && (
        <PaymentPasswordField
          label={t('agent.paymentPassword')}
          value={form.password}
          onValue={(v) => form.setPassword(v.replace(/\D/g, ''))}
          error={form.touched ? passwordError : ''}
        />
      )}
      <StepUpField stepUp={form.stepUp} />
      <OnceFormEnd formError={form.formError} done={form.done} busy={form.busy} submit={t('agent.transferSubmit')} />
    </form>
  );
}
