import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { GAME_CATEGORIES } from '@shared/contract';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useRangeFilter } from '@client/components/ui/range-filter';
import { downloadCsv } from '@client/lib/date-range';
import { useBrandTime } from '@client/lib/brand-time';
import { errorKey } from '@client/lib/errors';
import { useMoneyFormat } from '@client/lib/money';
import { teamBetsQuery } from '../api/agent';
import { ReportFilters } from '../components/report-filters';
import { TableScroll } from '@client/components/ui/table-scroll';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

const CATEGORIES = [...GAME_CATEGORIES, 'INHOUSE'] as const;
const PAGE_SIZE = 20;
const EXPORT_MAX = 1000;
const keyOf = (error: unknown) => errorKey(error, { RANGE_TOO_LONG: 'agent.errors.rangeTooLong' });

/** agentTeamBetting (SPEC.md 2.6): the team's settled bets by period, downline and category, paged, with totals and a CSV export. */
export default function AgentTeamBetting() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const dates = useRangeFilter();
  const { range } = dates;
  const [member, setMember] = useState('');
  const [category, setCategory] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const filter = { ...(range ?? { from: 0, to: 1 }), username: member, category, pageNo, pageSize: PAGE_SIZE };
  const bets = useQuery({ ...teamBetsQuery(api, username, filter), enabled: !!range });

  const exportCsv = async () => {
    if (!range) return;
    const all = await queryClient.fetchQuery(teamBetsQuery(api, username, { ...filter, pageNo: 1, pageSize: EXPORT_MAX }));
    downloadCsv(`team-bets-${time.isoDate(range.from)}-${time.isoDate(range.to - 1)}.csv`, [
      [t('records.time'), t('agent.member'), t('agent.game'), t('agent.category'), t('agent.stake'), t('agent.win')],
      ...all.list.map((b) => [time.dateTime(b.at), b.username, b.gameName, t(`category.${b.category}`, { defaultValue: b.category }), b.stake, b.win]),
    ]);
  };

  const data = bets.data;
  return (
    <div className="records">
      <ReportFilters dates={dates} onMember={setMember} onChange={() => setPageNo(1)}>
        <label className="records-kind">
          {t('agent.category')}
          <select
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPageNo(1);
            }}
          >
            <option value="">{t('agent.allCategories')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`, { defaultValue: c })}
              </option>
            ))}
          </select>
        </label>
      </ReportFilters>
      {bets.isError && <QueryError error={bets.error} keyOf={keyOf} onRetry={() => void bets.refetch()} />}
      {range && bets.isPending && <Loading />}
      {data && (
        <>
          <p className="deposit-hint">{t('agent.records', { count: data.total })}</p>
          <dl className="records-totals" data-testid="report-totals">
            <dt>{t('agent.stake')}</dt>
            <dd>{money(data.stake)}</dd>
            <dt>{t('agent.win')}</dt>
            <dd>{money(data.win)}</dd>
            <dt>{t('agent.profit')}</dt>
            <dd className={data.win - data.stake >= 0 ? 'amount-in' : 'amount-out'}>{money(data.win - data.stake)}</dd>
          </dl>
          {data.list.length === 0 ? (
            <p className="centre-empty">{t('records.empty')}</p>
          ) : (
            <TableScroll label={t('centre.agent.agentTeamBetting')}>
              <table className="records-table">
                <thead>
                  <tr>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('agent.member')}</th>
                    <th scope="col">{t('agent.game')}</th>
                    <th scope="col">{t('agent.stake')}</th>
                    <th scope="col">{t('agent.win')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((b) => (
                    <tr key={b.id}>
                      <td>{time.dateTime(b.at)}</td>
                      <td>{b.username}</td>
                      <td>{b.gameName}</td>
                      <td>{money(b.stake)}</td>
                      <td>{money(b.win)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <Pager page={pageNo} total={data.totalPages} onPage={setPageNo} />
          <button type="button" className="btn btn-secondary" onClick={() => void exportCsv()} disabled={data.total === 0}>
            {t('records.exportCsv')}
          </button>
        </>
      )}
    </div>
  );
}
