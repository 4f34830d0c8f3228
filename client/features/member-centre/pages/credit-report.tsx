import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { CreditMonth } from '@shared/api/support';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { creditReportQuery } from '../api/support';
import '@client/styles/cashier.css';
import '@client/styles/support.css';

const PERIODS = [3, 6, 12] as const;
const COLUMNS = ['opening', 'deposits', 'withdrawals', 'stake', 'win', 'bonus', 'other', 'net', 'closing'] as const;

/**
 * Credit report (docs/product.md 2.5, a member screen named by label; its contents are not shown there):
 * the member's account standing over the last 3, 6 or 12 months of the brand's calendar, from
 * the gateway's ledger. The balance now, the period's opening and closing balance, and per month
 * what came in (deposits, wins, bonuses), what went out (withdrawals, stakes) and the net.
 */
export default function CreditReport() {
  const { t } = useTranslation();
  const { api } = useApp();
  const time = useBrandTime();
  const username = useSession((s) => s.session?.username ?? '');
  const money = useBrandMoney();
  const id = useId();
  const [months, setMonths] = useState<number>(6);
  const report = useQuery(creditReportQuery(api, username, months, time.timeZone));
  const data = report.data;
  const signed = (n: number) => <span className={n >= 0 ? 'amount-in' : 'amount-out'}>{money(n)}</span>;
  return (
    <div className="records">
      <div className="credit-filter">
        <label htmlFor={id}>{t('support.credit.period')}</label>
        <select id={id} value={months} onChange={(e) => setMonths(Number(e.target.value))}>
          {PERIODS.map((n) => (
            <option key={n} value={n}>
              {t('support.credit.months', { count: n })}
            </option>
          ))}
        </select>
      </div>
      {report.isPending && <Loading />}
      {report.isError && <QueryError error={report.error} onRetry={() => void report.refetch()} />}
      {data && (
        <>
          <p className="rebate-period">{t('support.credit.range', { from: time.isoDate(data.from), to: time.isoDate(data.to - 1) })}</p>
          <dl className="records-totals" data-testid="credit-summary">
            <dt>{t('support.credit.balance')}</dt>
            <dd data-testid="credit-balance">{money(data.balance)}</dd>
            <dt>{t('support.credit.opening')}</dt>
            <dd>{money(data.totals.opening)}</dd>
            <dt>{t('support.credit.closing')}</dt>
            <dd>{money(data.totals.closing)}</dd>
            <dt>{t('support.credit.net')}</dt>
            <dd data-testid="credit-net">{signed(data.totals.net)}</dd>
          </dl>
          <dl className="records-totals" data-testid="credit-totals">
            <dt>{t('support.credit.deposits')}</dt>
            <dd data-testid="credit-deposits">{money(data.totals.deposits)}</dd>
            <dt>{t('support.credit.withdrawals')}</dt>
            <dd>{money(data.totals.withdrawals)}</dd>
            <dt>{t('support.credit.stake')}</dt>
            <dd data-testid="credit-stake">{money(data.totals.stake)}</dd>
            <dt>{t('support.credit.win')}</dt>
            <dd>{money(data.totals.win)}</dd>
            <dt>{t('support.credit.bonus')}</dt>
            <dd>{money(data.totals.bonus)}</dd>
            <dt>{t('support.credit.bets')}</dt>
            <dd>{t('support.credit.betsWon', { bets: data.betCount, wins: data.winCount })}</dd>
          </dl>
          <TableScroll label={t('support.credit.table')}>
            <table className="records-table credit-table" data-testid="credit-months">
              <thead>
                <tr>
                  <th scope="col">{t('support.credit.month')}</th>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col">
                      {t(`support.credit.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...data.months].reverse().map((m: CreditMonth) => (
                  <tr key={m.month}>
                    <th scope="row">{m.month}</th>
                    {COLUMNS.map((c) => (
                      <td key={c}>{c === 'net' ? signed(m.net) : money(m[c])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className="field-hint">{t('support.credit.note')}</p>
        </>
      )}
    </div>
  );
}
