import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { ConsolidatedFunds } from '@shared/api/cashier';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FundsSummary, VendorTransferForm, VendorWalletList, type Direction } from '../components/vendor-wallets';
import { useBrandMoney } from '@client/lib/money';
import { useTransferForm } from '@client/lib/use-once-form';
import { fundsQuery, recallAll, transferVendor } from '@client/lib/wallets';
import { memberErrorKey } from '../errors';
import '@client/styles/cashier.css';
import { memberKeys } from '@client/lib/query-keys';

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

  if (funds.isPending) return <Loading />;
  if (funds.isError) return <QueryError error={funds.error} onRetry={() => void funds.refetch()} />;
  const data = funds.data;

  // the answer is the new funds: shown at once, then the header's balance reloads
  const show = (next: ConsolidatedFunds) => queryClient.setQueryData(fundsQuery(api, username).queryKey, next);
  const refreshBalance = () => queryClient.invalidateQueries({ queryKey: memberKeys.balance(username) });

  if (data.isSingle)
    return (
      <div className="wallet-page">
        <FundsSummary funds={data} />
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

  return (
    <div className="wallet-page">
      <FundsSummary funds={data} />
      <VendorWalletList wallets={data.wallets} busy={form.busy} onRecall={() => void recall()} onChoose={choose} />
      <VendorTransferForm
        wallets={data.wallets}
        vendor={vendor}
        onVendor={setVendor}
        direction={direction}
        onDirection={setDirection}
        available={available}
        vendorError={vendorError}
        amountError={amountError}
        form={form}
        onSubmit={(e) => void submit(e)}
      />
    </div>
  );
}
