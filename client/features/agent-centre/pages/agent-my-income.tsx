import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { RangeFilters, RecordsTotals, usePagedRange } from '@client/components/records/records-filters';
import { RecordsPage } from '@client/components/records/records-page';
import { useRecordColumns } from '@client/components/records/record-columns';
import type { IncomeDay } from '@shared/api/agent';
import { incomeQuery } from '../api/agent';
import { agentErrorKey } from '../errors';
import '@client/styles/agent.css';

/**
 * agentMyIncome (revenue report, docs/product.md 2.6): what came into the agent's own wallet over a
 * period per day and kind (transfers in from its team, wages, dividends, commission), the
 * total, and a CSV export.
 */
export default function AgentMyIncome() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const columns = useRecordColumns();
  const { money } = columns;
  const { dates, range } = usePagedRange();
  const report = useQuery({ ...incomeQuery(api, username, range ?? { from: 0, to: 1 }), enabled: !!range });
  const kind = (k: string) => t(`agent.kind.${k}`, { defaultValue: k });

  return (
    <RecordsPage
      filters={<RangeFilters dates={dates} />}
      range={range}
      query={report}
      keyOf={agentErrorKey}
      summary={(data) => <RecordsTotals testId="report-totals" items={[{ label: t('agent.incomeTotal'), value: money(data.total) }]} />}
      label={t('centre.agent.agentMyIncome')}
      rows={(data) => data.days}
      rowKey={(d) => `${d.day}-${d.kind}`}
      columns={[
        columns.text<IncomeDay>(t('profit.day'), (d) => d.day),
        columns.text<IncomeDay>(t('records.type'), (d) => kind(d.kind)),
        columns.amount<IncomeDay>(t('records.amount'), (d) => d.amount),
      ]}
      csv={{ file: 'income' }}
    />
  );
}
