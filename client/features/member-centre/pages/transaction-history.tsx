import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { WalletMovement } from '@shared/api/cashier';
import { useApp, useSession } from '@client/app/app-context';
import { useMovementColumns, useRecordColumns } from '@client/components/records/record-columns';
import { ChoiceFilter, EXPORT_MAX, PAGE_SIZE, RangeFilters, RecordsTotals, usePagedRange } from '@client/components/records/records-filters';
import { RecordsPage } from '@client/components/records/records-page';
import { movementsQuery } from '../api/cashier';

/**
 * transactionHistory (account record, docs/product.md 2.5): every movement of the member's wallets in a range
 * (today, the last 7 or 30 days, or two dates), by type, paged (docs/product.md 9 window), one row
 * for a move between the member's own wallets, with the range's money in and out (docs/product.md 4,
 * the account record), and a CSV export of the range.
 */
export default function TransactionHistory() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const columns = useRecordColumns();
  const movement = useMovementColumns();
  const { money } = columns;
  const { dates, range, page, setPage, firstPage, resetting } = usePagedRange();
  const [kind, setKind] = useState('');
  const filter = { ...(range ?? { from: 0, to: 1 }), kind, pageNo: page, pageSize: PAGE_SIZE };
  const movements = useQuery({ ...movementsQuery(api, username, filter), enabled: !!range });

  return (
    <RecordsPage
      filters={
        <RangeFilters dates={dates} onChange={firstPage}>
          <ChoiceFilter label={t('records.type')} all={t('records.allTypes')} value={kind} choices={movement.kindChoices} onChange={resetting(setKind)} />
        </RangeFilters>
      }
      range={range}
      query={movements}
      summary={(data) => (
        <>
          <RecordsTotals
            testId="records-totals"
            items={[
              { label: t('records.in'), value: money(data.totals.in) },
              { label: t('records.out'), value: money(Math.abs(data.totals.out)) },
              { label: t('records.net'), value: money(data.totals.in + data.totals.out) },
            ]}
          />
          <p className="deposit-hint">{t('records.countedNote')}</p>
        </>
      )}
      label={t('centre.member.transactionHistory')}
      rows={(data) => data.list}
      rowKey={(m) => String(m.id)}
      columns={[columns.time<WalletMovement>((m) => m.createdAt, undefined, 'title'), movement.type<WalletMovement>(), movement.amount<WalletMovement>()]}
      pager={{ page, onPage: setPage, of: (data) => data }}
      csv={{
        file: 'transactions',
        rows: async () => (await queryClient.fetchQuery(movementsQuery(api, username, { ...filter, pageNo: 1, pageSize: EXPORT_MAX }))).list,
      }}
    />
  );
}
