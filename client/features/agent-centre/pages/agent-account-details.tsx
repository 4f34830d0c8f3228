import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { TeamMovement } from '@shared/api/agent';
import { useApp, useSession } from '@client/app/app-context';
import { useMovementColumns, useRecordColumns } from '@client/components/records/record-columns';
import { ChoiceFilter, EXPORT_MAX, PAGE_SIZE, RecordsTotals, usePagedRange } from '@client/components/records/records-filters';
import { RecordsPage } from '@client/components/records/records-page';
import { teamMovementsQuery } from '../api/agent';
import { ReportFilters } from '../components/report-filters';
import { agentErrorKey } from '../errors';
import '@client/styles/agent.css';

/**
 * agentAccountDetails (downline transaction details, docs/product.md 2.6): the team's wallet movements by period,
 * downline and type, paged, each downline's rows read as its own account record reads them
 * (docs/product.md 4, the account record), with money in and out and a CSV export.
 */
export default function AgentAccountDetails() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const columns = useRecordColumns();
  const movement = useMovementColumns();
  const { money } = columns;
  const { dates, range, page, setPage, firstPage, resetting } = usePagedRange();
  const [member, setMember] = useState('');
  const [kind, setKind] = useState('');
  const filter = { ...(range ?? { from: 0, to: 1 }), username: member, kind, pageNo: page, pageSize: PAGE_SIZE };
  const movements = useQuery({ ...teamMovementsQuery(api, username, filter), enabled: !!range });

  return (
    <RecordsPage
      filters={
        <ReportFilters dates={dates} onMember={setMember} onChange={firstPage}>
          <ChoiceFilter label={t('records.type')} all={t('records.allTypes')} value={kind} choices={movement.kindChoices} onChange={resetting(setKind)} />
        </ReportFilters>
      }
      range={range}
      query={movements}
      keyOf={agentErrorKey}
      summary={(data) => (
        <>
          <p className="deposit-hint">{t('agent.records', { count: data.total })}</p>
          <RecordsTotals
            testId="report-totals"
            items={[
              { label: t('records.in'), value: money(data.inflow) },
              { label: t('records.out'), value: money(Math.abs(data.outflow)) },
              { label: t('records.net'), value: money(data.inflow + data.outflow) },
            ]}
          />
          <p className="deposit-hint">{t('records.countedNote')}</p>
        </>
      )}
      label={t('centre.agent.agentAccountDetails')}
      rows={(data) => data.list}
      rowKey={(m) => `${m.id}:${m.username}`}
      columns={[
        columns.time<TeamMovement>((m) => m.at),
        columns.text<TeamMovement>(t('agent.member'), (m) => m.username, 'title'),
        movement.type<TeamMovement>(),
        movement.amount<TeamMovement>(),
      ]}
      pager={{ page, onPage: setPage, of: (data) => data }}
      csv={{
        file: 'team-transactions',
        rows: async () => (await queryClient.fetchQuery(teamMovementsQuery(api, username, { ...filter, pageNo: 1, pageSize: EXPORT_MAX }))).list,
      }}
    />
  );
}
