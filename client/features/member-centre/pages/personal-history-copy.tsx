import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { GAME_CATEGORIES } from '@shared/contract';
import type { BetRecordPage } from '@shared/contract-cashier';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { RangeFilter, useRangeFilter } from '@client/components/ui/range-filter';
import { downloadCsv } from '@client/lib/date-range';
import { useBrandTime } from '@client/lib/brand-time';
import { useMoneyFormat } from '@client/lib/money';
import { vendorsQuery } from '@client/lib/vendors';
import { betsQuery } from '../api/cashier';
import '@client/styles/cashier.css';

const PAGE_SIZE = 20;
const CATEGORIES = [...GAME_CATEGORIES, 'INHOUSE'] as const;

/**
 * personalHistoryCopy (betting record, SPEC.md 2.5): the member's settled bets of a range by
 * category and vendor, paged, with the range's stake and win; a row opens its round and, for
 * provably-fair games, the seeds to check it with; CSV export of the range.
 */
export default function PersonalHistoryCopy() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const money = useMoneyFormat();
  const dates = useRangeFilter();
  const { range } = dates;
  const [category, setCategory] = useState('');
  const [vendor, setVendor] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const vendors = useQuery(vendorsQuery(api));
  const vendorChoices = (vendors.data ?? []).filter((g) => !category || g.gameCategory === category).flatMap((g) => g.vendors);
  const filter = { ...(range ?? { from: 0, to: 1 }), category, vendor, pageNo, pageSize: PAGE_SIZE };
  const bets = useQuery({ ...betsQuery(api, username, filter), enabled: !!range });

  const exportCsv = async () => {
    if (!range) return;
    const all = await api.get<BetRecordPage>('/wps/cashier/bets', {
      from: range.from,
      to: range.to,
      category: category || undefined,
      vendor: vendor || undefined,
      pageSize: 1000,
    });
    const rows = [
      [t('records.time'), t('bets.game'), t('bets.vendor'), t('bets.stake'), t('bets.win'), t('bets.id')],
      ...all.list.map((b) => [time.dateTime(b.at), b.gameName, b.vendor, b.stake, b.win, b.id]),
    ];
    downloadCsv(`bets-${time.isoDate(range.from)}-${time.isoDate(range.to - 1)}.csv`, rows);
  };

  const data = bets.data;
  return (
    <div className="records">
      <div className="records-filters">
        <RangeFilter filter={dates} onChange={() => setPageNo(1)} />
        <label className="records-kind">
          {t('bets.category')}
          <select
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setVendor('');
              setPageNo(1);
            }}
          >
            <option value="">{t('records.allTypes')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="records-kind">
          {t('bets.vendor')}
          <select
            value={vendor}
            onChange={(e) => {
              setVendor(e.target.value);
              setPageNo(1);
            }}
          >
            <option value="">{t('bets.allVendors')}</option>
            {[...new Map(vendorChoices.map((v) => [v.vassalage, v])).values()].map((v) => (
              <option key={v.vassalage} value={v.vassalage}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {bets.isError && <QueryError error={bets.error} onRetry={() => void bets.refetch()} />}
      {range && bets.isPending && <Loading />}
      {data && (
        <>
          <dl className="records-totals" data-testid="bets-totals">
            <dt>{t('bets.stake')}</dt>
            <dd>{money(data.totals.stake)}</dd>
            <dt>{t('bets.win')}</dt>
            <dd>{money(data.totals.win)}</dd>
            <dt>{t('profit.net')}</dt>
            <dd className={data.totals.win - data.totals.stake >= 0 ? 'amount-in' : 'amount-out'}>{money(data.totals.win - data.totals.stake)}</dd>
          </dl>
          {data.list.length === 0 ? (
            <p className="centre-empty">{t('records.empty')}</p>
          ) : (
            <TableScroll label={t('centre.member.personalHistoryCopy')}>
              <table className="records-table">
                <thead>
                  <tr>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('bets.game')}</th>
                    <th scope="col">{t('bets.stake')}</th>
                    <th scope="col">{t('bets.win')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((b) => (
                    <Fragment key={b.id}>
                      <tr>
                        <td>{time.dateTime(b.at)}</td>
                        <td>
                          <button type="button" className="link-button" aria-expanded={open === b.id} onClick={() => setOpen(open === b.id ? null : b.id)}>
                            {b.gameName}
                          </button>
                        </td>
                        <td>{money(b.stake)}</td>
                        <td className={b.win > 0 ? 'amount-in' : undefined}>{money(b.win)}</td>
                      </tr>
                      {open === b.id && (
                        <tr className="bet-detail">
                          <td colSpan={4}>
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
                          </td>
                        </tr>
                      )}
                    </Fragment>
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
