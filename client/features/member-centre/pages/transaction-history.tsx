import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { WalletMovement } from '@shared/contract-cashier';
import { useApp, useSession } from '@client/app/app-context';
import { ChoiceFilter, EXPORT_MAX, PAGE_SIZE, RangeFilters, RecordsTotals, usePagedRange } from '@client/components/records/records-filters';
import { movedColumn, RecordsPage } from '@client/components/records/records-page';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { movementsQuery } from '../api/cashier';

const KINDS = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'TRANSFER',
  'VENDOR_IN',
  'VENDOR_OUT',
  'BET',
  'WIN',
  'PROMOTION',
  'POINTS',
  'REBATE',
  'REWARD',
  'REFERRAL',
  'MISSION',
  'RESCUE',
  'ENVELOPE',
  'OPENING',
] as const;

/**
 * transactionHistory (account record, docs/product.md 2.5): every movement of the member's wallets in a range
 * (today, the last 7 or 30 days, or two dates), by type, paged (docs/product.md 9 window), with the
 * range's money in and out, and a CSV export of the range.
 */
export default function TransactionHistory() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const { dates, range, page, setPage, firstPage, resetting } = usePagedRange();
  const [kind, setKind] = useState('');
  const filter = { ...(range ?? { from: 0, to: 1 }), kind, pageNo: page, pageSize: PAGE_SIZE };
  const movements = useQuery({ ...movementsQuery(api, username, filter), enabled: !!range });
  // a vendor wallet's side of a move names its vendor (multi-wallet brands)
  const kindLabel = (m: { kind: string; wallet: string | null }) =>
    `${t(`records.kind.${m.kind}`, { defaultValue: m.kind })}${m.wallet ? ` · ${t('records.walletOf', { vendor: m.wallet })}` : ''}`;

  return (
    <RecordsPage
      filters={
        <RangeFilters dates={dates} onChange={firstPage}>
          <ChoiceFilter
            label={t('records.type')}
            all={t('records.allTypes')}
            value={kind}
            choices={KINDS.map((k) => ({ value: k, label: t(`records.kind.${k}`) }))}
            onChange={resetting(setKind)}
          />
        </RangeFilters>
      }
      range={range}
      query={movements}
      summary={(data) => (
        <RecordsTotals
          testId="records-totals"
          items={[
            { label: t('records.in'), value: money(data.totals.in) },
            { label: t('records.out'), value: money(Math.abs(data.totals.out)) },
            { label: t('records.net'), value: money(data.totals.in + data.totals.out) },
          ]}
        />
      )}
      label={t('centre.member.transactionHistory')}
      rows={(data) => data.list}
      rowKey={(m) => `${m.id}:${m.wallet ?? ''}`}
      columns={[
        { header: t('records.time'), cell: (m) => time.dateTime(m.createdAt) },
        { header: t('records.type'), cell: kindLabel },
        movedColumn<WalletMovement>(t('records.amount'), money, (m) => m.amount),
      ]}
      pager={{ page, onPage: setPage, of: (data) => data }}
      csv={{
        file: 'transactions',
        rows: async () => {
          const all = await queryClient.fetchQuery(movementsQuery(api, username, { ...filter, pageNo: 1, pageSize: EXPORT_MAX }));
          return [[t('records.time'), t('records.type'), t('records.amount')], ...all.list.map((m) => [time.dateTime(m.createdAt), kindLabel(m), m.amount])];
        },
      }}
    />
  );
}
