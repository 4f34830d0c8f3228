import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { depositFee } from '@shared/cashier-rules';
import type { DepositChannel, DepositOrder } from '@shared/contract-cashier';
import { useApp, useSession, useUi } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { useBrandMoney, usePercentFormat } from '@client/lib/money';
import { createDeposit, depositChannelsQuery, depositOrdersQuery } from '../api/cashier';
import { protectionQuery, skipDepositLimitPrompt } from '../api/protection';
import { ApiFailure } from '@client/lib/api-client';
import type { DepositAllowance } from '@shared/contract-protection';
import { useFormCall } from '@client/lib/use-form-call';
import { memberErrorKey } from '../errors';
import { DepositOrderPanel } from '../components/deposit-order';
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
  const percent = usePercentFormat();
  const channels = useQuery(depositChannelsQuery(api, username));
  // player protection: what the deposit limits leave, beside the amount
  const protection = useQuery(protectionQuery(api, username));
  const allowance = protection.data?.allowance.remaining ?? null;
  // skipped, or a deposit ordered on this page: the prompt stays away even before the orders list refetches
  const [limitPromptSkipped, setLimitPromptSkipped] = useState(false);
  const openCentre = useUi((s) => s.openCentre);
  // before the first deposit, a skippable prompt to set a deposit limit
  const orders = useQuery(depositOrdersQuery(api, username));
  // the gateway keeps whether the player set a limit or skipped this prompt: never shown again after either
  const promptLimit = !limitPromptSkipped && orders.data?.length === 0 && !!protection.data?.depositLimitPrompt;
  const queryClient = useQueryClient();
  const skipPrompt = () => {
    setLimitPromptSkipped(true);
    void skipDepositLimitPrompt(api)
      .then((next) => queryClient.setQueryData(protectionQuery(api, username).queryKey, next))
      .catch(() => undefined);
  };
  const [channelId, setChannelId] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, formError, setFormError, run } = useFormCall(memberErrorKey);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [order, setOrder] = useState<DepositOrder | null>(null);

  if (channels.isPending) return <Loading />;
  if (channels.isError) return <QueryError error={channels.error} onRetry={() => void channels.refetch()} />;
  if (order) {
    return (
      <DepositOrderPanel
        initial={order}
        onNew={() => {
          setOrder(null);
          setRequestId(crypto.randomUUID());
        }}
      />
    );
  }

  const channel = channels.data.find((c) => c.id === channelId) ?? channels.data[0];
  if (!channel) return <p className="centre-empty">{t('cashier.noChannels')}</p>;
  const problem = amountError(amount, channel);
  const fieldError = touched && problem ? t(problem[0], { min: money(channel.min), max: money(channel.max) }) : '';
  const value = problem ? 0 : Number(amount);
  const fee = depositFee(value, channel.feeBps);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setFormError('');
    await run(
      async () => {
        try {
          setOrder(await createDeposit(api, { channelId: channel.id, amount: value, requestId }));
          // an order, paid or not, is the first deposit: no "before your first deposit" prompt again in this session
          setLimitPromptSkipped(true);
          void queryClient.invalidateQueries({ queryKey: depositOrdersQuery(api, username).queryKey });
          void protection.refetch();
        } catch (error) {
          if (!(error instanceof ApiFailure) || error.code !== 'DEPOSIT_LIMIT_EXCEEDED') throw error;
          const left = (error.value as DepositAllowance | null)?.remaining ?? 0;
          setFormError(t('protection.errors.depositLimit', { amount: money(left) }));
          void protection.refetch();
        }
      },
      undefined,
      { min: money(channel.min), max: money(channel.max) },
    );
  };

  return (
    <form className="deposit-form" onSubmit={(e) => void submit(e)} noValidate>
      {promptLimit && (
        <aside className="rg-prompt" aria-label={t('protection.limit.title')} data-testid="limit-prompt">
          <p>{t('protection.prompt.text')}</p>
          <div className="centre-actions">
            <button type="button" className="btn btn-secondary" onClick={() => openCentre({ kind: 'member', page: 'securityCenter' })}>
              {t('protection.prompt.set')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={skipPrompt}>
              {t('protection.prompt.skip')}
            </button>
          </div>
        </aside>
      )}
      <fieldset className="deposit-channels">
        <legend>{t('cashier.channel')}</legend>
        {channels.data.map((c) => (
          <label key={c.id} className="deposit-channel" data-selected={c.id === channel.id || undefined}>
            <input type="radio" name="channel" value={c.id} checked={c.id === channel.id} onChange={() => setChannelId(c.id)} />
            <span>{c.name}</span>
            <small>{t(`cashier.type.${c.type}`)}</small>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('cashier.amount')}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onValue={(next) => setAmount(next.replace(/[\s.,]/g, ''))}
        onBlur={() => setTouched(true)}
        error={fieldError}
      />
      <p className="deposit-limits">{t('cashier.limits', { min: money(channel.min), max: money(channel.max) })}</p>
      {allowance !== null && (
        <p className="deposit-limits" data-testid="deposit-allowance">
          {t('protection.allowance', { amount: money(allowance) })}
        </p>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a row of preset amount buttons named by aria-label; a fieldset would need a visible legend */}
      <div className="deposit-presets" role="group" aria-label={t('cashier.presets')}>
        {channel.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="btn btn-ghost btn-small"
            aria-pressed={Number(amount) === preset}
            onClick={() => setAmount(String(preset))}
          >
            {money(preset)}
          </button>
        ))}
      </div>
      {/* the fee of an amount the form would send; until there is one, the channel's rate rather than "Fee 0; you send 0" */}
      {channel.feeBps > 0 && (
        <p className="deposit-fee" data-testid="deposit-fee">
          {value > 0 ? t('cashier.fee', { fee: money(fee), total: money(value + fee) }) : t('cashier.feeRate', { rate: percent(channel.feeBps) })}
        </p>
      )}
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('cashier.submitting') : t('cashier.submit')}
      </button>
      <details className="deposit-tutorial">
        <summary>{t('cashier.tutorial.title')}</summary>
        <ol>
          <li>{t('cashier.tutorial.step1')}</li>
          <li>{t('cashier.tutorial.step2')}</li>
          <li>{t('cashier.tutorial.step3')}</li>
        </ol>
      </details>
    </form>
  );
}
