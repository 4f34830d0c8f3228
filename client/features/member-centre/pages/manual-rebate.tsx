import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { claimRebate, rebateClaimsQuery, rebateSummaryQuery } from '../api/rebate';
import { FormOutcome } from '@client/components/ui/form-outcome';
import { RebateClaimsTable, RebateEarnedTable } from '../components/rebate-tables';
import { useBonusClaim } from '../hooks/use-bonus-claim';
import '@client/styles/cashier.css';
import '@client/styles/member-centre.css';

/**
 * manualRebate (docs/product.md 2.5): the rebate earned since the last claim, by game category, at the
 * rates of the member's VIP level; one claim takes it all (the gateway pays a period once), and
 * the record of past claims.
 */
export default function ManualRebate() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const money = useBrandMoney();
  const [pageNo, setPageNo] = useState(1);
  const { api, username, busy, formError, done, claim } = useBonusClaim();
  const summary = useQuery(rebateSummaryQuery(api, username));
  const claims = useQuery(rebateClaimsQuery(api, username, pageNo));
  const claimAll = () => void claim(async (requestId) => t('rebate.claimed', { amount: money((await claimRebate(api, requestId)).amount) }));

  return (
    <div className="rebate">
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <section className="rebate-summary" aria-labelledby="rebate-earned">
          <h4 id="rebate-earned">{t('rebate.earned')}</h4>
          <p className="rebate-period">
            {t('rebate.level', { level: summary.data.levelName })} ·{' '}
            {summary.data.since === null ? t('rebate.sinceStart') : t('rebate.since', { date: time.at(summary.data.since) })}
          </p>
          <RebateEarnedTable summary={summary.data} />
          <dl className="records-totals">
            <dt>{t('rebate.total')}</dt>
            <dd data-testid="rebate-total">{money(summary.data.total)}</dd>
          </dl>
          <FormOutcome error={formError} done={done} />
          <button type="button" className="btn btn-primary" disabled={busy || summary.data.total <= 0} onClick={claimAll}>
            {t('rebate.claim')}
          </button>
        </section>
      )}
      <section aria-labelledby="rebate-history">
        <h4 id="rebate-history">{t('rebate.history')}</h4>
        {claims.isPending ? (
          <Loading />
        ) : claims.isError ? (
          <QueryError error={claims.error} onRetry={() => void claims.refetch()} />
        ) : claims.data.list.length === 0 ? (
          <p className="centre-empty">{t('rebate.noClaims')}</p>
        ) : (
          <>
            <RebateClaimsTable claims={claims.data.list} />
            <Pager page={pageNo} total={claims.data.totalPages} onPage={setPageNo} />
          </>
        )}
      </section>
    </div>
  );
}
