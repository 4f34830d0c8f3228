import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { ConsolidatedFunds } from '@shared/contract-cashier';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { AmountField, OnceFormEnd } from '@client/components/ui/transfer-fields';
import { useBrandMoney } from '@client/lib/money';
import { useTransferForm } from '@client/lib/use-once-form';
import { fundsQuery, recallAll, transferVendor } from '@client/lib/wallets';
import { memberErrorKey } from '../errors';
import '@client/styles/cashier.css';
import { memberKeys } from '@client/lib/query-keys';

type Direction = 'in' | 'out';

/**
 * transferFund (my wallet, docs/product.md 2.5 and 3 Wallet isSingle): the consolidated balance; on a
 * multi-wallet brand each vendor that keeps its own wallet, with transfer in, transfer out and
 * recall-all. Every move carries a request id, so a retry after a lost answer moves nothing twice.
 */
export default function TransferFund() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const funds = useQuery(fundsQuery(api, username));
  const [vendor, setVendor] = useState('');
  const [direction, setDirection] = useState<Direction>('in');
  const form = useTransferForm(memberErrorKey);
  const { touched, busy } = form;

  if (funds.isPending) return <Loading />;
  if (funds.isError) return <QueryError error={funds.error} onRetry={() => void funds.refetch()} />;
  const data = funds.data;

  // the answer is the new funds: shown at once, then the header's balance reloads
  const show = (next: ConsolidatedFunds) => queryClient.setQueryData(fundsQuery(api, username).queryKey, next);
  const refreshBalance = () => queryClient.invalidateQueries({ queryKey: memberKeys.balance(username) });

  const summary = (
    <dl className="records-totals" data-testid="funds-summary">
      <dt>{t('wallet.total')}</dt>
      <dd data-testid="funds-total">{money(data.total)}</dd>
      <dt>{t('wallet.main')}</dt>
      <dd data-testid="funds-main">{money(data.main)}</dd>
    </dl>
  );
  if (data.isSingle)
    return (
      <div className="wallet-page">
        {summary}
        <p className="centre-empty">{t('wallet.single')}</p>
      </div>
    );

  const chosen = data.wallets.find((w) => w.vendor === vendor);
  const available = direction === 'in' ? data.main : (chosen?.balance ?? 0);
  const vendorError = chosen ? '' : t('wallet.errors.vendor');
  const amountError = form.amountError(available, t('wallet.errors.over', { amount: money(available) }));

  const choose = (next: string, dir: Direction) => {
    setVendor(next);
    setDirection(dir);
    form.setDone('');
    document.querySelector<HTMLInputElement>('.wallet-page input[inputmode="numeric"]')?.focus();
  };

  const submit = form.submit(
    [vendorError, amountError],
    async (requestId) => {
      if (!chosen) return '';
      show(await transferVendor(api, { vendor: chosen.vendor, direction, amount: form.value, requestId }));
      return t(direction === 'in' ? 'wallet.doneIn' : 'wallet.doneOut', { amount: money(form.value), wallet: chosen.name });
    },
    refreshBalance,
  );

  const recall = async () => {
    form.setDone('');
    form.setFormError('');
    await form.run(async () => {
      const next = await recallAll(api, form.requestId);
      show(next);
      form.settle(t('wallet.recalled', { amount: money(next.main) }));
      await refreshBalance();
    });
  };

  const inWallets = data.wallets.reduce((sum, w) => sum + w.balance, 0);
  return (
    <div className="wallet-page">
      {summary}
      <div className="wallet-list-head">
        <h3>{t('wallet.vendorWallets')}</h3>
        <button type="button" className="btn btn-secondary" onClick={() => void recall()} disabled={busy || inWallets === 0}>
          {t('wallet.recallAll')}
        </button>
      </div>
      <ul className="wallet-list">
        {data.wallets.map((w) => (
          <li key={w.vendor} className="wallet-item" data-vendor={w.vendor}>
            <span className="wallet-name">{w.name}</span>
            <span className="wallet-balance">{money(w.balance)}</span>
            <span className="wallet-actions">
              <button type="button" className="btn btn-ghost" onClick={() => choose(w.vendor, 'in')} aria-label={t('wallet.inTo', { wallet: w.name })}>
                {t('wallet.in')}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => choose(w.vendor, 'out')}
                disabled={w.balance === 0}
                aria-label={t('wallet.outOf', { wallet: w.name })}
              >
                {t('wallet.out')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form className="withdraw-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('wallet.formTitle')}>
        <div className="field">
          <label htmlFor="wallet-vendor">{t('wallet.vendor')}</label>
          <select
            id="wallet-vendor"
            value={vendor}
            onChange={(e) => setVendor(e.target.value)}
            aria-invalid={touched && !!vendorError}
            aria-describedby="wallet-vendor-err"
          >
            <option value="">{t('wallet.chooseVendor')}</option>
            {data.wallets.map((w) => (
              <option key={w.vendor} value={w.vendor}>
                {w.name}
              </option>
            ))}
          </select>
          <p id="wallet-vendor-err" className="field-error">
            {touched ? vendorError : ''}
          </p>
        </div>
        <fieldset className="wallet-direction">
          <legend>{t('wallet.direction')}</legend>
          {(['in', 'out'] as const).map((d) => (
            <label key={d}>
              <input type="radio" name="wallet-direction" value={d} checked={direction === d} onChange={() => setDirection(d)} />
              {t(d === 'in' ? 'wallet.directionIn' : 'wallet.directionOut')}
            </label>
          ))}
        </fieldset>
        <AmountField value={form.amount} onValue={form.setAmount} error={touched ? amountError : ''} />
        <p className="field-hint">{t('wallet.available', { amount: money(available) })}</p>
        <button type="button" className="btn btn-ghost wallet-all" onClick={() => form.setAmount(String(available))} disabled={available === 0}>
          {t('wallet.all')}
        </button>
        <OnceFormEnd formError={form.formError} done={form.done} busy={busy} submit={t('wallet.submit')} />
      </form>
    </div>
  );
}
