import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import type { DayChartSeries } from '@client/components/day-chart';
import type { ProfitDay } from '@shared/api/cashier';
import { RangeFilters, RecordsTotals, usePagedRange } from '@client/components/records/records-filters';
import { RecordsPage, signClass } from '@client/components/records/records-page';
import { useBrandTime } from '@client/lib/brand-time';
import { useRecordColumns } from '@client/components/records/record-columns';
import { profitQuery } from '../api/cashier';

// the chart library loads after the numbers are on screen
const DayChart = lazy(() => import('@client/components/day-chart'));

/**
 * personalProfit (personal P&L, docs/product.md 2.5): stake, win, bonus and net per day for a range
 * (today, the last 7 or 30 days, or two dates), a chart, the totals, and a CSV export.
 */
export default function PersonalLoss() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const columns = useRecordColumns();
  const { money } = columns;
  const { dates, range } = usePagedRange();
  const report = useQuery({ ...profitQuery(api, username, range ?? { from: 0, to: 1 }, time.offsetMinutes()), enabled: !!range });
  const series = useMemo<DayChartSeries<ProfitDay>[]>(
    () => [
      { field: 'net', label: t('profit.net'), colour: '#6b5bd2' },
      { field: 'stake', label: t('profit.stake'), colour: '#b3261e' },
      { field: 'win', label: t('profit.win'), colour: '#1b7f3b' },
    ],
    [t],
  );

  return (
    <RecordsPage
      filters={<RangeFilters dates={dates} />}
      range={range}
      query={report}
      summary={(data) => (
        <RecordsTotals
          testId="profit-totals"
          items={[
            { label: t('profit.stake'), value: money(data.totals.stake) },
            { label: t('profit.win'), value: money(data.totals.win) },
            { label: t('profit.bonus'), value: money(data.totals.bonus) },
            { label: t('profit.net'), value: money(data.totals.net), className: signClass(data.totals.net) },
          ]}
        />
      )}
      chart={(data) => (
        <Suspense fallback={<div className="profit-chart" aria-busy="true" />}>
          <DayChart days={data.days} dayLabel={t('profit.day')} series={series} title={t('profit.chart')} />
        </Suspense>
      )}
      label={t('centre.member.personalProfit')}
      rows={(data) => data.days}
      rowKey={(d) => d.day}
      columns={[
        columns.text<ProfitDay>(t('profit.day'), (d) => d.day),
        columns.amount<ProfitDay>(t('profit.stake'), (d) => d.stake),
        columns.amount<ProfitDay>(t('profit.win'), (d) => d.win),
        columns.amount<ProfitDay>(t('profit.bonus'), (d) => d.bonus),
        columns.amount<ProfitDay>(t('profit.net'), (d) => d.net, { className: (d) => signClass(d.net) }),
      ]}
      csv={{ file: 'profit' }}
    />
  );
}
