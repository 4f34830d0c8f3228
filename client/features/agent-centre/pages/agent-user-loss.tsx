import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { TeamLossRow } from '@shared/api/agent';
import { useApp, useSession } from '@client/app/app-context';
import { EXPORT_MAX, PAGE_SIZE, RecordsTotals, usePagedRange } from '@client/components/records/records-filters';
import { RecordsPage, signClass } from '@client/components/records/records-page';
import { useRecordColumns } from '@client/components/records/record-columns';
import { teamLossQuery } from '../api/agent';
import { ReportFilters } from '../components/report-filters';
import { agentErrorKey } from '../errors';
import '@client/styles/agent.css';

const COLUMNS = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'profit'] as const;

/**
 * agentUserLoss (profit and loss statements, docs/product.md 2.6): each downline's deposits,
 * withdrawals, bets, wins, bonuses and P&L over a period, by downline, paged, with the
 * team's totals and a CSV export.
 */
export default function AgentUserLoss() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const columns = useRecordColumns();
  const { money } = columns;
  const { dates, range, page, setPage, firstPage } = usePagedRange();
  const [member, setMember] = useState('');
  const filter = { ...(range ?? { from: 0, to: 1 }), username: member, pageNo: page, pageSize: PAGE_SIZE };
  const report = useQuery({ ...teamLossQuery(api, username, filter), enabled: !!range });
  // only the P&L reads as money won or lost
  const profitClass = (c: (typeof COLUMNS)[number], profit: number) => (c === 'profit' ? signClass(profit) : undefined);

  return (
    <RecordsPage
      filters={<ReportFilters dates={dates} onMember={setMember} onChange={firstPage} />}
      range={range}
      query={report}
      keyOf={agentErrorKey}
      summary={(data) => (
        <RecordsTotals
          testId="report-totals"
          items={COLUMNS.map((c) => ({ label: t(`agent.${c}`), value: money(data.totals[c]), className: profitClass(c, data.totals.profit) }))}
        />
      )}
      label={t('centre.agent.agentUserLoss')}
      rows={(data) => data.list}
      rowKey={(r) => r.username}
      columns={[
        columns.text<TeamLossRow>(t('agent.member'), (r) => r.username),
        columns.text<TeamLossRow>(t('agent.level'), (r) => r.level),
        ...COLUMNS.map((c) => columns.amount<TeamLossRow>(t(`agent.${c}`), (r) => r[c], { className: (r) => profitClass(c, r.profit) })),
      ]}
      pager={{ page, onPage: setPage, of: (data) => data }}
      csv={{
        file: 'team-loss',
        rows: async () => (await queryClient.fetchQuery(teamLossQuery(api, username, { ...filter, pageNo: 1, pageSize: EXPORT_MAX }))).list,
      }}
    />
  );
}
