import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney, usePercentFormat } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { claimRebate, rebateClaimsQuery, rebateSummaryQuery } from '../api/rebate';
import { memberErrorKey } from '../errors';
import '@client/styles/cashier.css';
import '@client/styles/member-centre.css';
import { memberKeys } from '@client/lib/query-keys';

/**
 * manualRebate (docs/product.md 2.5): the rebate earned since the last claim, by game category, at the
 * rates of the member's VIP level; one claim takes it all (the gateway pays a period once), and
 * the record of past claims.
 */
export default function ManualRebate() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const percent = usePercentFormat();
  const [pageNo, setPageNo] = useState(1);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState('');
  const { busy, formError, setFormError, run } = useFormCall(memberErrorKey);
  const summary = useQuery(rebateSummaryQuery(api, username));
  const claims = useQuery(rebateClaimsQuery(api, username, pageNo));

  const claim = () => {
    setDone('');
    setFormError('');
    return run(async () => {
      try {
        const paid = await claimRebate(api, requestId);
        setDone(t('rebate.claimed', { amount: money(paid.amount) }));
      } finally {
        // a refused claim is answered for good; the next press is a new request
        setRequestId(crypto.randomUUID());
        await queryClient.invalidateQueries({ queryKey: memberKeys.of(username) });
      }
    });
  };

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
          {summary.data.categories.length === 0 ? (
            <p className="centre-empty">{t('rebate.none')}</p>
          ) : (
            <TableScroll label={t('centre.member.manualRebate')}>
              <table className="records-table" data-testid="rebate-table">
                <thead>
                  <tr>
                    <th scope="col">{t('rebate.category')}</th>
                    <th scope="col">{t('rebate.turnover')}</th>
                    <th scope="col">{t('rebate.rate')}</th>
                    <th scope="col">{t('rebate.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.data.categories.map((c) => (
                    <tr key={c.category}>
                      <td>{t(`category.${c.category}`, { defaultValue: c.category })}</td>
                      <td>{money(c.turnover)}</td>
                      <td>{percent(c.rateBps)}</td>
                      <td>{money(c.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <dl className="records-totals">
            <dt>{t('rebate.total')}</dt>
            <dd data-testid="rebate-total">{money(summary.data.total)}</dd>
          </dl>
          <FormAlert message={formError} />
          {done && (
            <p className="deposit-status deposit-status-paid" role="status">
              {done}
            </p>
          )}
          <button type="button" className="btn btn-primary" disabled={busy || summary.data.total <= 0} onClick={() => void claim()}>
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
            <TableScroll label={t('centre.member.manualRebate')}>
              <table className="records-table" data-testid="rebate-claims">
                <thead>
                  <tr>
                    <th scope="col">{time.heading(t('rebate.claimedAt'))}</th>
                    <th scope="col">{t('rebate.categories')}</th>
                    <th scope="col">{t('rebate.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {claims.data.list.map((c) => (
                    <tr key={c.id}>
                      <td>{time.dateTime(c.claimedAt)}</td>
                      <td>{c.categories.map((k) => t(`category.${k.category}`, { defaultValue: k.category })).join(', ')}</td>
                      <td>{money(c.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Pager page={pageNo} total={claims.data.totalPages} onPage={setPageNo} />
          </>
        )}
      </section>
    </div>
  );
}
