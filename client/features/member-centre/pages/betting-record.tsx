import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { BetRecord } from '@shared/api/cashier';
import { useApp, useSession } from '@client/app/app-context';
import { EXPORT_MAX, PAGE_SIZE, RangeFilters, RecordsTotals, usePagedRange } from '@client/components/records/records-filters';
import { useRecordColumns } from '@client/components/records/record-columns';
import { RecordsPage, signClass } from '@client/components/records/records-page';
import { betsQuery } from '../api/cashier';
import { BetFilters } from '../components/bet-filters';

/**
 * personalHistoryCopy (betting record, docs/product.md 2.5): the member's settled bets of a range by
 * category and vendor, paged, with the range's stake and win; a row opens its round and, for
 * provably-fair games, the seeds to check it with; CSV export of the range.
 */
export default function BettingRecord() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const columns = useRecordColumns();
  const { money } = columns;
  const { dates, range, page, setPage, firstPage, resetting } = usePagedRange();
  const [category, setCategory] = useState('');
  const [vendor, setVendor] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const filter = { ...(range ?? { from: 0, to: 1 }), category, vendor, pageNo: page, pageSize: PAGE_SIZE };
  const bets = useQuery({ ...betsQuery(api, username, filter), enabled: !!range });

  return (
    <RecordsPage
      filters={
        <RangeFilters dates={dates} onChange={firstPage}>
          <BetFilters
            category={category}
            vendor={vendor}
            onCategory={(c) => {
              setCategory(c);
              setVendor('');
              firstPage();
            }}
            onVendor={resetting(setVendor)}
          />
        </RangeFilters>
      }
      range={range}
      query={bets}
      summary={(data) => (
        <RecordsTotals
          testId="bets-totals"
          items={[
            { label: t('bets.stake'), value: money(data.totals.stake) },
            { label: t('bets.win'), value: money(data.totals.win) },
            { label: t('profit.net'), value: money(data.totals.win - data.totals.stake), className: signClass(data.totals.win - data.totals.stake) },
          ]}
        />
      )}
      label={t('centre.member.personalHistoryCopy')}
      rows={(data) => data.list}
      rowKey={(b) => b.id}
      columns={[
        columns.time<BetRecord>((b) => b.at),
        {
          card: 'title',
          header: t('bets.game'),
          cell: (b) => (
            <button type="button" className="link-button" aria-expanded={open === b.id} onClick={() => setOpen(open === b.id ? null : b.id)}>
              {b.gameName}
            </button>
          ),
        },
        columns.amount<BetRecord>(t('bets.stake'), (b) => b.stake),
        columns.amount<BetRecord>(t('bets.win'), (b) => b.win, { card: 'main', className: (b) => (b.win > 0 ? 'amount-in' : undefined) }),
      ]}
      detail={(b) => (open === b.id ? <BetDetail bet={b} /> : null)}
      pager={{ page, onPage: setPage, of: (data) => data }}
      csv={{
        file: 'bets',
        rows: async () => {
          const all = await queryClient.fetchQuery(betsQuery(api, username, { ...filter, pageNo: 1, pageSize: EXPORT_MAX }));
          return [
            [t('records.time'), t('bets.game'), t('bets.vendor'), t('bets.stake'), t('bets.win'), t('bets.id')],
            ...all.list.map((b) => [columns.timeText(b.at), b.gameName, b.vendor, b.stake, b.win, b.id]),
          ];
        },
      }}
    />
  );
}

/** An opened bet: its round, and for a provably-fair game the seeds to check it with. */
function BetDetail({ bet: b }: { bet: BetRecord }) {
  const { t } = useTranslation();
  return (
    <dl className="account-details">
      <dt>{t('bets.id')}</dt>
      <dd>{b.id}</dd>
      <dt>{t('bets.vendor')}</dt>
      <dd>{b.vendor}</dd>
      <dt>{t('bets.status')}</dt>
      <dd>{t(`bets.statusName.${b.status}`, { defaultValue: b.status })}</dd>
      {b.fair && (
        <>
          <dt>{t('bets.serverSeedHash')}</dt>
          <dd className="deposit-address">{b.fair.serverSeedHash}</dd>
          <dt>{t('bets.serverSeed')}</dt>
          <dd className="deposit-address">{b.fair.serverSeed}</dd>
          <dt>{t('bets.clientSeed')}</dt>
          <dd className="deposit-address">{b.fair.clientSeed}</dd>
          <dt>{t('bets.nonce')}</dt>
          <dd>{b.fair.nonce}</dd>
        </>
      )}
    </dl>
  );
}
