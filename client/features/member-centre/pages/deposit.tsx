import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { DepositChannel, DepositOrder } from '@shared/api/cashier';
import type { DepositAllowance } from '@shared/api/protection';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert } from '@client/components/ui/text-field';
import { ApiFailure } from '@client/lib/api-client';
import { useBrandMoney } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { createDeposit, depositChannelsQuery } from '../api/cashier';
import { DepositAmount, DepositChannels, DepositTutorial } from '../components/deposit-amount';
import { DepositLimitPrompt, useDepositLimitPrompt } from '../components/deposit-limit-prompt';
import { DepositOrderPanel } from '../components/deposit-order';
import { memberErrorKey } from '../errors';
import '@client/styles/cashier.css';

/** The amount's problem (translation key and values), or null when it may be sent. */
function amountError(text: string, channel: DepositChannel): [string, Record<string, string>] | null {
  if (!/^\d+$/.test(text.trim())) return ['cashier.errors.whole', {}];
  const amount = Number(text);
  if (amount < channel.min || amount > channel.max) return ['cashier.errors.range', {}];
  return null;
}

/**
 * depositv2 (docs/product.md 2.5): the brand's channels (bank transfer, e-wallets, USDT), an amount
 * within the channel's limits (presets or typed), the fee, then a pending order to pay into.
 * A repeated submit carries the same requestId, so it answers the same order.
 */
export default function Depositv2() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const money = useBrandMoney();
  const channels = useQuery(depositChannelsQuery(api, username));
  const prompt = useDepositLimitPrompt();
  // player protection: what the deposit limits leave, beside the amount
  const allowance = prompt.protection.data?.allowance.remaining ?? null;
  const [channelId, setChannelId] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, formError, setFormError, run } = useFormCall(memberErrorKey);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [order, setOrder] = useState<DepositOrder | null>(null);

  if (channels.isPending) return <Loading />;
  if (channels.isError) return <QueryError error={channels.error} onRetry={() => void channels.refetch()} />;
  if (order) {
    const again = () => {
      setOrder(null);
      setRequestId(crypto.randomUUID());
    };
    return <DepositOrderPanel initial={order} onNew={again} />;
  }

  const channel = channels.data.find((c) => c.id === channelId) ?? channels.data[0];
  if (!channel) return <p className="centre-empty">{t('cashier.noChannels')}</p>;
  const problem = amountError(amount, channel);
  const limits = { min: money(channel.min), max: money(channel.max) };
  const value = problem ? 0 : Number(amount);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setFormError('');
    await run(
      async () => {
        try {
          setOrder(await createDeposit(api, { channelId: channel.id, amount: value, requestId }));
          prompt.deposited();
        } catch (error) {
          if (!(error instanceof ApiFailure) || error.code !== 'DEPOSIT_LIMIT_EXCEEDED') throw error;
          const left = (error.value as DepositAllowance | null)?.remaining ?? 0;
          setFormError(t('protection.errors.depositLimit', { amount: money(left) }));
          void prompt.protection.refetch();
        }
      },
      undefined,
      limits,
    );
  };

  return (
    <form className="deposit-form" onSubmit={(e) => void submit(e)} noValidate>
      {prompt.shown && <DepositLimitPrompt onSkip={prompt.skip} />}
      <DepositChannels channels={channels.data} chosen={channel} onChoose={setChannelId} />
      <DepositAmount
        channel={channel}
        amount={amount}
        onAmount={setAmount}
        onBlur={() => setTouched(true)}
        error={touched && problem ? t(problem[0], limits) : ''}
        value={value}
        allowance={allowance}
      />
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('cashier.submitting') : t('cashier.submit')}
      </button>
      <DepositTutorial />
    </form>
  );
}
