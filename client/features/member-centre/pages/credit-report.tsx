import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useBrandTime } from '@client/lib/brand-time';
import { creditReportQuery } from '../api/support';
import { CreditMonths, CreditSummary } from '../components/credit-tables';
import '@client/styles/cashier.css';
import '@client/styles/support.css';

const PERIODS = [3, 6, 12] as const;

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
  const id = useId();
  const [months, setMonths] = useState<number>(6);
  const report = useQuery(creditReportQuery(api, username, months, time.timeZone));
  const data = report.data;
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
          <CreditSummary report={data} />
          <CreditMonths months={data.months} />
          <p className="field-hint">{t('support.credit.note')}</p>
        </>
      )}
    </div>
  );
}
