import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { TeamMovement } from '@shared/contract-agent';
import { useApp, useSession } from '@client/app/app-context';
import { ChoiceFilter, EXPORT_MAX, PAGE_SIZE, RecordsTotals, usePagedRange } from '@client/components/records/records-filters';
import { movedColumn, RecordsPage } from '@client/components/records/records-page';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { teamMovementsQuery } from '../api/agent';
import { ReportFilters } from '../components/report-filters';
import { agentErrorKey } from '../errors';
import '@client/styles/agent.css';

const KINDS = ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'TRANSFER', 'BET', 'WIN', 'PROMOTION', 'POINTS', 'OPENING'] as const;

/** agentAccountDetails (downline transaction details, docs/product.md 2.6): the team's wallet movements by period, downline and type, paged, with money in and out and a CSV export. */
export default function AgentAccountDetails() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const { dates, range, page, setPage, firstPage, resetting } = usePagedRange();
  const [member, setMember] = useState('');
  const [kind, setKind] = useState('');
  const filter = { ...(range ?? { from: 0, to: 1 }), username: member, kind, pageNo: page, pageSize: PAGE_SIZE };
  const movements = useQuery({ ...teamMovementsQuery(api, username, filter), enabled: !!range });
  const kindName = (k: string) => t(`records.kind.${k}`, { defaultValue: k });

  return (
    <RecordsPage
      filters={
        <ReportFilters dates={dates} onMember={setMember} onChange={firstPage}>
          <ChoiceFilter
            label={t('records.type')}
            all={t('records.allTypes')}
            value={kind}
            choices={KINDS.map((k) => ({ value: k, label: t(`records.kind.${k}`) }))}
            onChange={resetting(setKind)}
          />
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
        </>
      )}
      label={t('centre.agent.agentAccountDetails')}
      rows={(data) => data.list}
      rowKey={(m) => String(m.id)}
      columns={[
        { header: t('records.time'), cell: (m) => time.dateTime(m.at) },
        { header: t('agent.member'), cell: (m) => m.username },
        { header: t('records.type'), cell: (m) => kindName(m.kind) },
        movedColumn<TeamMovement>(t('records.amount'), money, (m) => m.amount),
      ]}
      pager={{ page, onPage: setPage, of: (data) => data }}
      csv={{
        file: 'team-transactions',
        rows: async () => {
          const all = await queryClient.fetchQuery(teamMovementsQuery(api, username, { ...filter, pageNo: 1, pageSize: EXPORT_MAX }));
          return [
            [t('records.time'), t('agent.member'), t('records.type'), t('records.amount')],
            ...all.list.map((m) => [time.dateTime(m.at), m.username, kindName(m.kind), m.amount]),
          ];
        },
      }}
    />
  );
}
