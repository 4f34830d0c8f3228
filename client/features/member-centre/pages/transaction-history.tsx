import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { RangeFilter, useRangeFilter } from '@client/components/ui/range-filter';
import { downloadCsv } from '@client/lib/date-range';
import { useBrandTime } from '@client/lib/brand-time';
import { useMoneyFormat } from '@client/lib/money';
import { movementsQuery } from '../api/cashier';
import '@client/styles/cashier.css';

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
const PAGE_SIZE = 20;
const EXPORT_MAX = 1000;

/**
 * transactionHistory (account record, SPEC.md 2.5): every movement of the member's wallets in a range
 * (today, the last 7 or 30 days, or two dates), by type, paged (SPEC.md 9 window), with the
 * range's money in and out, and a CSV export of the range.
 */
export default function TransactionHistory() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const dates = useRangeFilter();
  const { range } = dates;
  const [kind, setKind] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const filter = range ? { ...range, kind, pageNo, pageSize: PAGE_SIZE } : null;
  const movements = useQuery({ ...movementsQuery(api, username, filter ?? { from: 0, to: 1, kind, pageNo, pageSize: PAGE_SIZE }), enabled: !!filter });

  const exportCsv = async () => {
    if (!range) return;
    const all = await queryClient.fetchQuery(movementsQuery(api, username, { ...range, kind, pageNo: 1, pageSize: EXPORT_MAX }));
    const rows = [[t('records.time'), t('records.type'), t('records.amount')], ...all.list.map((m) => [time.dateTime(m.createdAt), kindLabel(m), m.amount])];
    downloadCsv(`transactions-${time.isoDate(range.from)}-${time.isoDate(range.to - 1)}.csv`, rows);
  };

  // a vendor wallet's side of a move names its vendor (multi-wallet brands)
  const kindLabel = (m: { kind: string; wallet: string | null }) =>
    `${t(`records.kind.${m.kind}`, { defaultValue: m.kind })}${m.wallet ? ` · ${t('records.walletOf', { vendor: m.wallet })}` : ''}`;
  const data = movements.data;
  return (
    <div className="records">
      <div className="records-filters">
        <RangeFilter filter={dates} onChange={() => setPageNo(1)} />
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
      </div>
      {movements.isError && <QueryError error={movements.error} onRetry={() => void movements.refetch()} />}
      {range && movements.isPending && <Loading />}
      {data && (
        <>
          <dl className="records-totals" data-testid="records-totals">
            <dt>{t('records.in')}</dt>
            <dd>{money(data.totals.in)}</dd>
            <dt>{t('records.out')}</dt>
            <dd>{money(Math.abs(data.totals.out))}</dd>
            <dt>{t('records.net')}</dt>
            <dd>{money(data.totals.in + data.totals.out)}</dd>
          </dl>
          {data.list.length === 0 ? (
            <p className="centre-empty">{t('records.empty')}</p>
          ) : (
            <table className="records-table">
              <thead>
                <tr>
                  <th scope="col">{t('records.time')}</th>
                  <th scope="col">{t('records.type')}</th>
                  <th scope="col">{t('records.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((m) => (
                  <tr key={`${m.id}:${m.wallet ?? ''}`}>
                    <td>{time.dateTime(m.createdAt)}</td>
                    <td>{kindLabel(m)}</td>
                    <td className={m.amount >= 0 ? 'amount-in' : 'amount-out'}>{`${m.amount >= 0 ? '+' : '−'}${money(Math.abs(m.amount))}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
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
