import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney, usePercentFormat } from '@client/lib/money';
import { claimRescue, rescueQuery } from '../api/rescue';
import { FormOutcome } from '@client/components/ui/form-outcome';
import { useBonusClaim } from '../hooks/use-bonus-claim';
import '@client/styles/cashier.css';
import '@client/styles/member-centre.css';

/**
 * Rescue fund (docs/product.md 2.5, a member screen named by label; opened from the reward centre): a
 * share of yesterday's net loss under the brand's rules, claimable once per day.
 */
export default function RescueFund() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const money = useBrandMoney();
  const percent = usePercentFormat();
  const { api, username, busy, formError, done, claim } = useBonusClaim();
  const rescue = useQuery(rescueQuery(api, username));
  if (rescue.isPending) return <Loading />;
  if (rescue.isError) return <QueryError error={rescue.error} onRetry={() => void rescue.refetch()} />;
  const r = rescue.data;
  const claimToday = () => void claim(async (requestId) => t('rebate.claimed', { amount: money((await claimRescue(api, requestId)).amount) }));
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
      <FormOutcome error={formError} done={done} />
      <button type="button" className="btn btn-primary" disabled={busy || r.state !== 'claimable'} onClick={claimToday}>
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
