import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import type { DayChartSeries } from '@client/components/day-chart';
import { TableScroll } from '@client/components/ui/table-scroll';
import type { ProfitDay } from '@shared/contract-cashier';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { RangeFilter, useRangeFilter } from '@client/components/ui/range-filter';
import { downloadCsv } from '@client/lib/date-range';
import { useBrandTime } from '@client/lib/brand-time';
import { useMoneyFormat } from '@client/lib/money';
import { profitQuery } from '../api/cashier';
import '@client/styles/cashier.css';

// the chart library loads after the numbers are on screen
const DayChart = lazy(() => import('@client/components/day-chart'));

/**
 * personalProfit (personal P&L, SPEC.md 2.5): stake, win, bonus and net per day for a range
 * (today, the last 7 or 30 days, or two dates), a chart, the totals, and a CSV export.
 */
export default function PersonalProfit() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const money = useMoneyFormat();
  const filter = useRangeFilter();
  const { range } = filter;
  const report = useQuery({ ...profitQuery(api, username, range ?? { from: 0, to: 1 }, time.offsetMinutes()), enabled: !!range });
  const series = useMemo<DayChartSeries<ProfitDay>[]>(
    () => [
      { field: 'net', label: t('profit.net'), colour: '#6b5bd2' },
      { field: 'stake', label: t('profit.stake'), colour: '#b3261e' },
      { field: 'win', label: t('profit.win'), colour: '#1b7f3b' },
    ],
    [t],
  );

  const exportCsv = () => {
    if (!report.data || !range) return;
    const rows = [
      [t('profit.day'), t('profit.stake'), t('profit.win'), t('profit.bonus'), t('profit.net')],
      ...report.data.days.map((d) => [d.day, d.stake, d.win, d.bonus, d.net]),
    ];
    downloadCsv(`profit-${time.isoDate(range.from)}-${time.isoDate(range.to - 1)}.csv`, rows);
  };

  const data = report.data;
  return (
    <div className="records">
      <div className="records-filters">
        <RangeFilter filter={filter} />
      </div>
      {report.isError && <QueryError error={report.error} onRetry={() => void report.refetch()} />}
      {range && report.isPending && <Loading />}
      {data && (
        <>
          <dl className="records-totals" data-testid="profit-totals">
            <dt>{t('profit.stake')}</dt>
            <dd>{money(data.totals.stake)}</dd>
            <dt>{t('profit.win')}</dt>
            <dd>{money(data.totals.win)}</dd>
            <dt>{t('profit.bonus')}</dt>
            <dd>{money(data.totals.bonus)}</dd>
            <dt>{t('profit.net')}</dt>
            <dd className={data.totals.net >= 0 ? 'amount-in' : 'amount-out'}>{money(data.totals.net)}</dd>
          </dl>
          {data.days.length === 0 ? (
            <p className="centre-empty">{t('records.empty')}</p>
          ) : (
            <>
              <Suspense fallback={<div className="profit-chart" aria-busy="true" />}>
                <DayChart days={data.days} dayLabel={t('profit.day')} series={series} title={t('profit.chart')} />
              </Suspense>
              <TableScroll label={t('centre.member.personalProfit')}>
                <table className="records-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('profit.day')}</th>
                      <th scope="col">{t('profit.stake')}</th>
                      <th scope="col">{t('profit.win')}</th>
                      <th scope="col">{t('profit.bonus')}</th>
                      <th scope="col">{t('profit.net')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.days.map((d) => (
                      <tr key={d.day}>
                        <td>{d.day}</td>
                        <td>{money(d.stake)}</td>
                        <td>{money(d.win)}</td>
                        <td>{money(d.bonus)}</td>
                        <td className={d.net >= 0 ? 'amount-in' : 'amount-out'}>{money(d.net)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </>
          )}
          <button type="button" className="btn btn-secondary" onClick={exportCsv} disabled={data.days.length === 0}>
            {t('records.exportCsv')}
          </button>
        </>
      )}
    </div>
  );
}
