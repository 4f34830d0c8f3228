import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useRangeFilter } from '@client/components/ui/range-filter';
import { downloadCsv } from '@client/lib/date-range';
import { useBrandTime } from '@client/lib/brand-time';
import { errorKey } from '@client/lib/errors';
import { useMoneyFormat } from '@client/lib/money';
import { teamLossQuery } from '../api/agent';
import { ReportFilters } from '../components/report-filters';
import { TableScroll } from '@client/components/ui/table-scroll';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

const PAGE_SIZE = 20;
const EXPORT_MAX = 1000;
const keyOf = (error: unknown) => errorKey(error, { RANGE_TOO_LONG: 'agent.errors.rangeTooLong' });

/**
 * agentUserLoss (profit and loss statements, SPEC.md 2.6): each downline's deposits,
 * withdrawals, bets, wins, bonuses and P&L over a period, by downline, paged, with the
 * team's totals and a CSV export.
 */
export default function AgentUserLoss() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const dates = useRangeFilter();
  const { range } = dates;
  const [member, setMember] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const filter = { ...(range ?? { from: 0, to: 1 }), username: member, pageNo, pageSize: PAGE_SIZE };
  const report = useQuery({ ...teamLossQuery(api, username, filter), enabled: !!range });
  const columns = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'profit'] as const;

  const exportCsv = async () => {
    if (!range) return;
    const all = await queryClient.fetchQuery(teamLossQuery(api, username, { ...filter, pageNo: 1, pageSize: EXPORT_MAX }));
    downloadCsv(`team-loss-${time.isoDate(range.from)}-${time.isoDate(range.to - 1)}.csv`, [
      [t('agent.member'), t('agent.level'), ...columns.map((c) => t(`agent.${c}`))],
      ...all.list.map((r) => [r.username, r.level, ...columns.map((c) => r[c])]),
    ]);
  };

  const data = report.data;
  return (
    <div className="records">
      <ReportFilters dates={dates} onMember={setMember} onChange={() => setPageNo(1)} />
      {report.isError && <QueryError error={report.error} keyOf={keyOf} onRetry={() => void report.refetch()} />}
      {range && report.isPending && <Loading />}
      {data && (
        <>
          <dl className="records-totals" data-testid="report-totals">
            {columns.map((c) => (
              <Fragment key={c}>
                <dt>{t(`agent.${c}`)}</dt>
                <dd className={c === 'profit' ? (data.totals.profit >= 0 ? 'amount-in' : 'amount-out') : undefined}>{money(data.totals[c])}</dd>
              </Fragment>
            ))}
          </dl>
          {data.list.length === 0 ? (
            <p className="centre-empty">{t('records.empty')}</p>
          ) : (
            <TableScroll label={t('centre.agent.agentUserLoss')}>
              <table className="records-table">
                <thead>
                  <tr>
                    <th scope="col">{t('agent.member')}</th>
                    <th scope="col">{t('agent.level')}</th>
                    {columns.map((c) => (
                      <th key={c} scope="col">
                        {t(`agent.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((r) => (
                    <tr key={r.username}>
                      <td>{r.username}</td>
                      <td>{r.level}</td>
                      {columns.map((c) => (
                        <td key={c} className={c === 'profit' ? (r.profit >= 0 ? 'amount-in' : 'amount-out') : undefined}>
                          {money(r[c])}
                        </td>
                      ))}
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
