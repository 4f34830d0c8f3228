import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { GAME_CATEGORIES } from '@shared/api';
import { useApp, useSession } from '@client/app/app-context';
import { ChoiceFilter, EXPORT_MAX, PAGE_SIZE, RecordsTotals, usePagedRange } from '@client/components/records/records-filters';
import type { TeamBet } from '@shared/api/agent';
import { useRecordColumns } from '@client/components/records/record-columns';
import { RecordsPage, signClass } from '@client/components/records/records-page';
import { teamBetsQuery } from '../api/agent';
import { ReportFilters } from '../components/report-filters';
import { agentErrorKey } from '../errors';
import '@client/styles/agent.css';

const CATEGORIES = [...GAME_CATEGORIES, 'INHOUSE'] as const;

/** agentTeamBetting (docs/product.md 2.6): the team's settled bets by period, downline and category, paged, with totals and a CSV export. */
export default function AgentTeamBetting() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const columns = useRecordColumns();
  const { money } = columns;
  const { dates, range, page, setPage, firstPage, resetting } = usePagedRange();
  const [member, setMember] = useState('');
  const [category, setCategory] = useState('');
  const filter = { ...(range ?? { from: 0, to: 1 }), username: member, category, pageNo: page, pageSize: PAGE_SIZE };
  const bets = useQuery({ ...teamBetsQuery(api, username, filter), enabled: !!range });
  const categoryName = (c: string) => t(`category.${c}`, { defaultValue: c });

  return (
    <RecordsPage
      filters={
        <ReportFilters dates={dates} onMember={setMember} onChange={firstPage}>
          <ChoiceFilter
            label={t('agent.category')}
            all={t('agent.allCategories')}
            value={category}
            choices={CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))}
            onChange={resetting(setCategory)}
          />
        </ReportFilters>
      }
      range={range}
      query={bets}
      keyOf={agentErrorKey}
      summary={(data) => (
        <>
          <p className="deposit-hint">{t('agent.records', { count: data.total })}</p>
          <RecordsTotals
            testId="report-totals"
            items={[
              { label: t('agent.stake'), value: money(data.stake) },
              { label: t('agent.win'), value: money(data.win) },
              { label: t('agent.profit'), value: money(data.win - data.stake), className: signClass(data.win - data.stake) },
            ]}
          />
        </>
      )}
      label={t('centre.agent.agentTeamBetting')}
      rows={(data) => data.list}
      rowKey={(b) => String(b.id)}
      columns={[
        columns.time<TeamBet>((b) => b.at),
        columns.text<TeamBet>(t('agent.member'), (b) => b.username, 'title'),
        columns.text<TeamBet>(t('agent.game'), (b) => b.gameName),
        { header: t('agent.category'), csv: (b) => categoryName(b.category) },
        columns.amount<TeamBet>(t('agent.stake'), (b) => b.stake),
        columns.amount<TeamBet>(t('agent.win'), (b) => b.win, { card: 'main' }),
      ]}
      pager={{ page, onPage: setPage, of: (data) => data }}
      csv={{
        file: 'team-bets',
        rows: async () => (await queryClient.fetchQuery(teamBetsQuery(api, username, { ...filter, pageNo: 1, pageSize: EXPORT_MAX }))).list,
      }}
    />
  );
}
