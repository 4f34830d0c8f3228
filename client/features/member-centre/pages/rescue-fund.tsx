import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney, usePercentFormat } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { claimRescue, rescueQuery } from '../api/rescue';
import { memberErrorKey } from '../errors';
import '@client/styles/cashier.css';
import '@client/styles/member-centre.css';
import { memberKeys } from '@client/lib/query-keys';

/**
 * Rescue fund (docs/product.md 2.5, a member screen named by label; opened from the reward centre): a
 * share of yesterday's net loss under the brand's rules, claimable once per day.
 */
export default function RescueFund() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const percent = usePercentFormat();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState('');
  const { busy, formError, setFormError, run } = useFormCall(memberErrorKey);
  const rescue = useQuery(rescueQuery(api, username));
  if (rescue.isPending) return <Loading />;
  if (rescue.isError) return <QueryError error={rescue.error} onRetry={() => void rescue.refetch()} />;
  const r = rescue.data;
  const claim = () => {
    setDone('');
    setFormError('');
    return run(async () => {
      try {
        const paid = await claimRescue(api, requestId);
        setDone(t('rebate.claimed', { amount: money(paid.amount) }));
      } finally {
        setRequestId(crypto.randomUUID());
        await queryClient.invalidateQueries({ queryKey: memberKeys.of(username) });
      }
    });
  };
  return (
    <div className="rebate">
      <p className="rebate-period">{t('rescue.day', { from: time.at(r.dayStart), to: time.at(r.dayEnd) })}</p>
      <dl className="records-totals">
        <dt>{t('rescue.loss')}</dt>
        <dd data-testid="rescue-loss">{money(r.loss)}</dd>
        <dt>{t('rescue.amount')}</dt>
        <dd data-testid="rescue-amount">{money(r.amount)}</dd>
      </dl>
      <p data-testid="rescue-state">{t(`rescue.state.${r.state}`)}</p>
      <FormAlert message={formError} />
      {done && (
        <p className="deposit-status deposit-status-paid" role="status">
          {done}
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={busy || r.state !== 'claimable'} onClick={() => void claim()}>
        {t('rescue.claim')}
      </button>
      <section aria-labelledby="rescue-rules">
        <h4 id="rescue-rules">{t('referral.rules')}</h4>
        <ol className="referral-rules">
          <li>{t('rescue.rule1', { percent: percent(r.rateBps) })}</li>
          <li>{t('rescue.rule2', { min: money(r.minLoss), max: money(r.maxAmount) })}</li>
          <li>{t('rescue.rule3')}</li>
        </ol>
      </section>
    </div>
  );
}
