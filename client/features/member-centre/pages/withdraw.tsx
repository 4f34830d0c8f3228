import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { RecordsTotals } from '@client/components/records/records-filters';
import { useBrandMoney } from '@client/lib/money';
import { withdrawalsQuery, withdrawInfoQuery } from '../api/cashier';
import { BindCardForm, PaymentPasswordForm } from '../components/withdraw-setup';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawalList } from '../components/withdrawal-list';
import '@client/styles/cashier.css';

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
  const money = useBrandMoney();
  const info = useQuery(withdrawInfoQuery(api, username));
  const list = useQuery(withdrawalsQuery(api, username));
  const [binding, setBinding] = useState(false);

  if (info.isPending) return <Loading />;
  if (info.isError) return <QueryError error={info.error} onRetry={() => void info.refetch()} />;
  const data = info.data;
  if (!data.hasPaymentPassword) return <PaymentPasswordForm />;
  if (data.cards.length === 0) return <BindCardForm />;
  // binding another card hides the withdrawal form rather than unmounting it: what the player
  // typed there is still there when the card is bound
  return (
    <>
      {binding && <BindCardForm onDone={() => setBinding(false)} />}
      <div className="withdraw" hidden={binding}>
        <RecordsTotals
          testId="withdraw-info"
          items={[
            { label: t('withdraw.balance'), value: money(data.balance) },
            { label: t('withdraw.withdrawable'), value: money(data.withdrawable), valueTestId: 'withdrawable' },
            { label: t('withdraw.turnover'), value: money(data.turnoverOutstanding) },
          ]}
        />
        <WithdrawForm data={data} onBindAnother={() => setBinding(true)} />
        {list.data && <WithdrawalList list={list.data} />}
      </div>
    </>
  );
}
