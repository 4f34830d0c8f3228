import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import type { DayChartSeries } from '@client/components/day-chart';
import type { TeamDay, TeamOverview } from '@shared/api/agent';
import { RangeFilters, usePagedRange } from '@client/components/records/records-filters';
import { RecordsPage, signClass } from '@client/components/records/records-page';
import { useBrandMoney } from '@client/lib/money';
import { useRecordColumns } from '@client/components/records/record-columns';
import { overviewQuery } from '../api/agent';
import '@client/styles/agent.css';

// the chart library loads after the numbers are on screen
const DayChart = lazy(() => import('@client/components/day-chart'));

/**
 * agentTeamOverview (docs/product.md 2.6, the agent centre's home): the team's size (direct and
 * indirect), its new and active members, deposits, withdrawals, bets and P&L for a period
 * (docs/product.md 9 presets or two dates), per day as a chart and a table, and a CSV export.
 */
export default function AgentTeamOverview() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const columns = useRecordColumns();
  const { dates, range } = usePagedRange();
  const report = useQuery({ ...overviewQuery(api, username, range ?? { from: 0, to: 1 }), enabled: !!range });
  const series = useMemo<DayChartSeries<TeamDay>[]>(
    () => [
      { field: 'bets', label: t('agent.bets'), colour: '#6b5bd2' },
      { field: 'deposits', label: t('agent.deposits'), colour: '#1b7f3b' },
      { field: 'profit', label: t('agent.profit'), colour: '#b3261e' },
    ],
    [t],
  );

  return (
    <RecordsPage
      filters={<RangeFilters dates={dates} />}
      range={range}
      query={report}
      summary={(data) => <TeamStats data={data} />}
      chart={(data) => (
        <Suspense fallback={<div className="profit-chart" aria-busy="true" />}>
          <DayChart days={data.days} dayLabel={t('profit.day')} series={series} title={t('agent.chart')} />
        </Suspense>
      )}
      label={t('centre.agent.agentTeamOverview')}
      rows={(data) => data.days}
      rowKey={(d) => d.day}
      columns={[
        columns.text<TeamDay>(t('profit.day'), (d) => d.day),
        columns.amount<TeamDay>(t('agent.deposits'), (d) => d.deposits),
        columns.amount<TeamDay>(t('agent.withdrawals'), (d) => d.withdrawals),
        columns.amount<TeamDay>(t('agent.bets'), (d) => d.bets),
        columns.amount<TeamDay>(t('agent.profit'), (d) => d.profit, { className: (d) => signClass(d.profit) }),
      ]}
      csv={{ file: 'team' }}
    />
  );
}

/** The team's size and the period's sums, each in its own box. */
function TeamStats({ data }: { data: TeamOverview }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const stats: { label: string; value: string | number; testId?: string; className?: string }[] = [
    { label: t('agent.teamSize'), value: data.teamSize },
    { label: t('agent.direct'), value: data.direct },
    { label: t('agent.indirect'), value: data.indirect },
    { label: t('agent.newMembers'), value: data.newMembers },
    { label: t('agent.activeMembers'), value: data.activeMembers },
    { label: t('agent.deposits'), value: money(data.deposits), testId: 'team-deposits' },
    { label: t('agent.withdrawals'), value: money(data.withdrawals) },
    { label: t('agent.bets'), value: money(data.bets), testId: 'team-bets' },
    { label: t('agent.profit'), value: money(data.profit), className: signClass(data.profit) },
  ];
  return (
    <dl className="agent-stats" data-testid="team-overview">
      {stats.map((s) => (
        <div key={s.label}>
          <dt>{s.label}</dt>
          <dd data-testid={s.testId} className={s.className}>
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
