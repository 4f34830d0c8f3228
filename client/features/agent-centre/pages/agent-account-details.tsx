import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useRangeFilter } from '@client/components/ui/range-filter';
import { downloadCsv } from '@client/lib/date-range';
import { useBrandTime } from '@client/lib/brand-time';
import { errorKey } from '@client/lib/errors';
import { useMoneyFormat } from '@client/lib/money';
import { teamMovementsQuery } from '../api/agent';
import { ReportFilters } from '../components/report-filters';
import { TableScroll } from '@client/components/ui/table-scroll';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

const KINDS = ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'TRANSFER', 'BET', 'WIN', 'PROMOTION', 'POINTS', 'OPENING'] as const;
const PAGE_SIZE = 20;
const EXPORT_MAX = 1000;
const keyOf = (error: unknown) => errorKey(error, { RANGE_TOO_LONG: 'agent.errors.rangeTooLong' });

/** agentAccountDetails (downline transaction details, SPEC.md 2.6): the team's wallet movements by period, downline and type, paged, with money in and out and a CSV export. */
export default function AgentAccountDetails() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const dates = useRangeFilter();
  const { range } = dates;
  const [member, setMember] = useState('');
  const [kind, setKind] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const filter = { ...(range ?? { from: 0, to: 1 }), username: member, kind, pageNo, pageSize: PAGE_SIZE };
  const movements = useQuery({ ...teamMovementsQuery(api, username, filter), enabled: !!range });

  const exportCsv = async () => {
    if (!range) return;
    const all = await queryClient.fetchQuery(teamMovementsQuery(api, username, { ...filter, pageNo: 1, pageSize: EXPORT_MAX }));
    downloadCsv(`team-transactions-${time.isoDate(range.from)}-${time.isoDate(range.to - 1)}.csv`, [
      [t('records.time'), t('agent.member'), t('records.type'), t('records.amount')],
      ...all.list.map((m) => [time.dateTime(m.at), m.username, t(`records.kind.${m.kind}`, { defaultValue: m.kind }), m.amount]),
    ]);
  };

  const data = movements.data;
  return (
    <div className="records">
      <ReportFilters dates={dates} onMember={setMember} onChange={() => setPageNo(1)}>
        <label className="records-kind">
          {t('records.type')}
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value);
              setPageNo(1);
            }}
          >
            <option value="">{t('records.allTypes')}</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`records.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </ReportFilters>
      {movements.isError && <QueryError error={movements.error} keyOf={keyOf} onRetry={() => void movements.refetch()} />}
      {range && movements.isPending && <Loading />}
      {data && (
        <>
          <p className="deposit-hint">{t('agent.records', { count: data.total })}</p>
          <dl className="records-totals" data-testid="report-totals">
            <dt>{t('records.in')}</dt>
            <dd>{money(data.inflow)}</dd>
            <dt>{t('records.out')}</dt>
            <dd>{money(Math.abs(data.outflow))}</dd>
            <dt>{t('records.net')}</dt>
            <dd>{money(data.inflow + data.outflow)}</dd>
          </dl>
          {data.list.length === 0 ? (
            <p className="centre-empty">{t('records.empty')}</p>
          ) : (
            <TableScroll label={t('centre.agent.agentAccountDetails')}>
              <table className="records-table">
                <thead>
                  <tr>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('agent.member')}</th>
                    <th scope="col">{t('records.type')}</th>
                    <th scope="col">{t('records.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((m) => (
                    <tr key={m.id}>
                      <td>{time.dateTime(m.at)}</td>
                      <td>{m.username}</td>
                      <td>{t(`records.kind.${m.kind}`, { defaultValue: m.kind })}</td>
                      <td className={m.amount >= 0 ? 'amount-in' : 'amount-out'}>{`${m.amount >= 0 ? '+' : '−'}${money(Math.abs(m.amount))}`}</td>
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
