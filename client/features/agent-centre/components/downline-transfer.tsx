import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { TeamMember } from '@shared/contract-agent';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { errorKey } from '@client/lib/errors';
import { MONEY_ERRORS } from '@client/lib/money-errors';
import { useMoneyFormat } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { agentWalletQuery, transferToDownline } from '../api/agent';

const OWN_ERRORS: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'agent.errors.insufficient',
  NOT_DIRECT_DOWNLINE: 'agent.errors.notDirect',
  MEMBER_NOT_FOUND: 'agent.errors.memberNotFound',
  ...MONEY_ERRORS,
};

/** A transfer from the agent's wallet to a direct downline's: the amount, the payment password when the agent has one; once per requestId. */
export function DownlineTransfer({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const wallet = useQuery(agentWalletQuery(api, username));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const { busy, formError, setFormError, run } = useFormCall((error) => errorKey(error, OWN_ERRORS));

  if (wallet.isPending) return <Loading />;
  if (wallet.isError) return <QueryError error={wallet.error} onRetry={() => void wallet.refetch()} />;
  const needsPassword = wallet.data.hasPaymentPassword;
  const value = /^\d+$/.test(amount) ? Number(amount) : Number.NaN;
  const amountError = Number.isNaN(value) || value <= 0 ? t('cashier.errors.whole') : value > wallet.data.balance ? t('agent.errors.insufficient') : '';
  const passwordError = !needsPassword || /^\d{6}$/.test(password) ? '' : t('withdraw.errors.sixDigits');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setDone('');
    if (amountError || passwordError) return;
    setFormError('');
    await run(async () => {
      const result = await transferToDownline(api, { memberId: member.id, amount: value, paymentPassword: needsPassword ? password : undefined, requestId });
      setDone(t('agent.transferDone', { amount: money(result.amount), member: member.username }));
      setAmount('');
      setPassword('');
      setTouched(false);
      setRequestId(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: ['agent', username] });
      await queryClient.invalidateQueries({ queryKey: ['member', username] });
    });
  };

  return (
    <form className="agent-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('agent.transferTitle', { member: member.username })}>
      <h4>{t('agent.transferTitle', { member: member.username })}</h4>
      <p className="deposit-hint">
        {t('withdraw.balance')}: <strong data-testid="agent-balance">{money(wallet.data.balance)}</strong>
      </p>
      <TextField
        label={t('cashier.amount')}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onValue={(v) => setAmount(v.replace(/[\s.,]/g, ''))}
        error={touched ? amountError : ''}
      />
      {needsPassword && (
        <TextField
          label={t('agent.paymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          onValue={(v) => setPassword(v.replace(/\D/g, ''))}
          error={touched ? passwordError : ''}
        />
      )}
      <FormAlert message={formError} />
      {done && (
        <p className="deposit-status deposit-status-paid" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('agent.transferSubmit')}
      </button>
    </form>
  );
}
