import { useTranslation } from '@client/lib/use-translation';
import type { CreditMonth, CreditReport } from '@shared/api/support';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useBrandMoney } from '@client/lib/money';

const COLUMNS = ['opening', 'deposits', 'withdrawals', 'stake', 'win', 'bonus', 'other', 'net', 'closing'] as const;

/** An amount coloured by its sign (money in or out). */
function useSigned() {
  const money = useBrandMoney();
  return (n: number) => <span className={n >= 0 ? 'amount-in' : 'amount-out'}>{money(n)}</span>;
}

/** The period's standing: the balance now, opening, closing and net; then what came in and went out, and the bets won. */
export function CreditSummary({ report }: { report: CreditReport }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const signed = useSigned();
  return (
    <>
      <dl className="records-totals" data-testid="credit-summary">
        <dt>{t('support.credit.balance')}</dt>
        <dd data-testid="credit-balance">{money(report.balance)}</dd>
        <dt>{t('support.credit.opening')}</dt>
        <dd>{money(report.totals.opening)}</dd>
        <dt>{t('support.credit.closing')}</dt>
        <dd>{money(report.totals.closing)}</dd>
        <dt>{t('support.credit.net')}</dt>
        <dd data-testid="credit-net">{signed(report.totals.net)}</dd>
      </dl>
      <dl className="records-totals" data-testid="credit-totals">
        <dt>{t('support.credit.deposits')}</dt>
        <dd data-testid="credit-deposits">{money(report.totals.deposits)}</dd>
        <dt>{t('support.credit.withdrawals')}</dt>
        <dd>{money(report.totals.withdrawals)}</dd>
        <dt>{t('support.credit.stake')}</dt>
        <dd data-testid="credit-stake">{money(report.totals.stake)}</dd>
        <dt>{t('support.credit.win')}</dt>
        <dd>{money(report.totals.win)}</dd>
        <dt>{t('support.credit.bonus')}</dt>
        <dd>{money(report.totals.bonus)}</dd>
        <dt>{t('support.credit.bets')}</dt>
        <dd>{t('support.credit.betsWon', { bets: report.betCount, wins: report.winCount })}</dd>
      </dl>
    </>
  );
}

/** Month by month, the newest first. */
export function CreditMonths({ months }: { months: CreditMonth[] }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const signed = useSigned();
  return (
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
          {[...months].reverse().map((m: CreditMonth) => (
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
  );
}
