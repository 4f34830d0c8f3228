import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { RangeFilter, useRangeFilter } from '@client/components/ui/range-filter';
import { downloadCsv } from '@client/lib/date-range';
import { useBrandTime } from '@client/lib/brand-time';
import { errorKey } from '@client/lib/errors';
import { useMoneyFormat } from '@client/lib/money';
import { incomeQuery } from '../api/agent';
import { TableScroll } from '@client/components/ui/table-scroll';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

const keyOf = (error: unknown) => errorKey(error, { RANGE_TOO_LONG: 'agent.errors.rangeTooLong' });

/**
 * agentMyIncome (revenue report, SPEC.md 2.6): what came into the agent's own wallet over a
 * period per day and kind (transfers in from its team, wages, dividends, commission), the
 * total, and a CSV export.
 */
export default function AgentMyIncome() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const money = useMoneyFormat();
  const dates = useRangeFilter();
  const { range } = dates;
  const report = useQuery({ ...incomeQuery(api, username, range ?? { from: 0, to: 1 }), enabled: !!range });
  const kind = (k: string) => t(`agent.kind.${k}`, { defaultValue: k });

  const exportCsv = () => {
    if (!report.data || !range) return;
    downloadCsv(`income-${time.isoDate(range.from)}-${time.isoDate(range.to - 1)}.csv`, [
      [t('profit.day'), t('records.type'), t('records.amount')],
      ...report.data.days.map((d) => [d.day, kind(d.kind), d.amount]),
    ]);
  };

  const data = report.data;
  return (
    <div className="records">
      <div className="records-filters">
        <RangeFilter filter={dates} />
      </div>
      {report.isError && <QueryError error={report.error} keyOf={keyOf} onRetry={() => void report.refetch()} />}
      {range && report.isPending && <Loading />}
      {data && (
        <>
          <dl className="records-totals" data-testid="report-totals">
            <dt>{t('agent.incomeTotal')}</dt>
            <dd>{money(data.total)}</dd>
          </dl>
          {data.days.length === 0 ? (
            <p className="centre-empty">{t('records.empty')}</p>
          ) : (
            <TableScroll label={t('centre.agent.agentMyIncome')}>
              <table className="records-table">
                <thead>
                  <tr>
                    <th scope="col">{t('profit.day')}</th>
                    <th scope="col">{t('records.type')}</th>
                    <th scope="col">{t('records.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((d) => (
                    <tr key={`${d.day}-${d.kind}`}>
                      <td>{d.day}</td>
                      <td>{kind(d.kind)}</td>
                      <td>{money(d.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <button type="button" className="btn btn-secondary" onClick={exportCsv} disabled={data.days.length === 0}>
            {t('records.exportCsv')}
          </button>
        </>
      )}
    </div>
  );
}
