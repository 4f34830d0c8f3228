import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import type { DayChartSeries } from '@client/components/day-chart';
import type { TeamDay } from '@shared/contract-agent';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { RangeFilter, useRangeFilter } from '@client/components/ui/range-filter';
import { downloadCsv } from '@client/lib/date-range';
import { useBrandTime } from '@client/lib/brand-time';
import { useMoneyFormat } from '@client/lib/money';
import { overviewQuery } from '../api/agent';
import { TableScroll } from '@client/components/ui/table-scroll';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

// the chart library loads after the numbers are on screen
const DayChart = lazy(() => import('@client/components/day-chart'));

/**
 * agentTeamOverview (SPEC.md 2.6, the agent centre's home): the team's size (direct and
 * indirect), its new and active members, deposits, withdrawals, bets and P&L for a period
 * (SPEC.md 9 presets or two dates), per day as a chart and a table, and a CSV export.
 */
export default function AgentTeamOverview() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const money = useMoneyFormat();
  const filter = useRangeFilter();
  const { range } = filter;
  const report = useQuery({ ...overviewQuery(api, username, range ?? { from: 0, to: 1 }), enabled: !!range });
  const series = useMemo<DayChartSeries<TeamDay>[]>(
    () => [
      { field: 'bets', label: t('agent.bets'), colour: '#6b5bd2' },
      { field: 'deposits', label: t('agent.deposits'), colour: '#1b7f3b' },
      { field: 'profit', label: t('agent.profit'), colour: '#b3261e' },
    ],
    [t],
  );
  const data = report.data;

  const exportCsv = () => {
    if (!data || !range) return;
    downloadCsv(`team-${time.isoDate(range.from)}-${time.isoDate(range.to - 1)}.csv`, [
      [t('profit.day'), t('agent.deposits'), t('agent.withdrawals'), t('agent.bets'), t('agent.profit')],
      ...data.days.map((d) => [d.day, d.deposits, d.withdrawals, d.bets, d.profit]),
    ]);
  };

  return (
    <div className="records">
      <div className="records-filters">
        <RangeFilter filter={filter} />
      </div>
      {report.isError && <QueryError error={report.error} onRetry={() => void report.refetch()} />}
      {range && report.isPending && <Loading />}
      {data && (
        <>
          <dl className="agent-stats" data-testid="team-overview">
            <div>
              <dt>{t('agent.teamSize')}</dt>
              <dd>{data.teamSize}</dd>
            </div>
            <div>
              <dt>{t('agent.direct')}</dt>
              <dd>{data.direct}</dd>
            </div>
            <div>
              <dt>{t('agent.indirect')}</dt>
              <dd>{data.indirect}</dd>
            </div>
            <div>
              <dt>{t('agent.newMembers')}</dt>
              <dd>{data.newMembers}</dd>
            </div>
            <div>
              <dt>{t('agent.activeMembers')}</dt>
              <dd>{data.activeMembers}</dd>
            </div>
            <div>
              <dt>{t('agent.deposits')}</dt>
              <dd data-testid="team-deposits">{money(data.deposits)}</dd>
            </div>
            <div>
              <dt>{t('agent.withdrawals')}</dt>
              <dd>{money(data.withdrawals)}</dd>
            </div>
            <div>
              <dt>{t('agent.bets')}</dt>
              <dd data-testid="team-bets">{money(data.bets)}</dd>
            </div>
            <div>
              <dt>{t('agent.profit')}</dt>
              <dd className={data.profit >= 0 ? 'amount-in' : 'amount-out'}>{money(data.profit)}</dd>
            </div>
          </dl>
          {data.days.length === 0 ? (
            <p className="centre-empty">{t('records.empty')}</p>
          ) : (
            <>
              <Suspense fallback={<div className="profit-chart" aria-busy="true" />}>
                <DayChart days={data.days} dayLabel={t('profit.day')} series={series} title={t('agent.chart')} />
              </Suspense>
              <TableScroll label={t('centre.agent.agentTeamOverview')}>
                <table className="records-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('profit.day')}</th>
                      <th scope="col">{t('agent.deposits')}</th>
                      <th scope="col">{t('agent.withdrawals')}</th>
                      <th scope="col">{t('agent.bets')}</th>
                      <th scope="col">{t('agent.profit')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.days.map((d) => (
                      <tr key={d.day}>
                        <td>{d.day}</td>
                        <td>{money(d.deposits)}</td>
                        <td>{money(d.withdrawals)}</td>
                        <td>{money(d.bets)}</td>
                        <td className={d.profit >= 0 ? 'amount-in' : 'amount-out'}>{money(d.profit)}</td>
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
