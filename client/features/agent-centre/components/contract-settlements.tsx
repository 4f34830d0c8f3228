import { useQuery } from '@tanstack/react-query';
import type { ContractKind } from '@shared/api/agent';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useBrandTime } from '@client/lib/brand-time';
import { downloadCsv } from '@client/lib/date-range';
import { useBrandMoney } from '@client/lib/money';
import { useTranslation } from '@client/lib/use-translation';
import { settlementsQuery } from '../api/agent';
import { percent } from './contract-terms';

/** What this agent's own contract of `kind` has paid it, period by period, with the total and a CSV. */
export function ContractSettlements({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const money = useBrandMoney();
  const settlements = useQuery(settlementsQuery(api, username, kind));
  return (
    <section className="agent-detail" aria-labelledby={`contracts-paid-${kind}`}>
      <h4 id={`contracts-paid-${kind}`}>{t('agent.contract.records')}</h4>
      {settlements.isError && <QueryError error={settlements.error} onRetry={() => void settlements.refetch()} />}
      {settlements.isPending && <Loading />}
      {settlements.data &&
        (settlements.data.length === 0 ? (
          <p className="centre-empty">{t('records.empty')}</p>
        ) : (
          <>
            <dl className="records-totals" data-testid="settlement-total">
              <dt>{t('agent.incomeTotal')}</dt>
              <dd>{money(settlements.data.reduce((n, s) => n + s.amount, 0))}</dd>
            </dl>
            <TableScroll label={t('agent.contract.records')}>
              <table className="records-table">
                <thead>
                  <tr>
                    <th scope="col">{time.heading(t('agent.contract.periodFrom'))}</th>
                    <th scope="col">{time.heading(t('agent.contract.periodTo'))}</th>
                    <th scope="col">{t('agent.contract.base')}</th>
                    <th scope="col">{t('agent.contract.rate')}</th>
                    <th scope="col">{t('records.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {settlements.data.map((s) => (
                    <tr key={`${s.contractId}-${s.periodStart}`}>
                      <td>{time.dateTime(s.periodStart)}</td>
                      <td>{time.dateTime(s.periodEnd)}</td>
                      <td>{money(s.base)}</td>
                      <td>{percent(s.rateBps)}</td>
                      <td>{money(s.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() =>
                downloadCsv(`${kind}-records.csv`, [
                  [t('agent.contract.periodFrom'), t('agent.contract.periodTo'), t('agent.contract.base'), t('agent.contract.rate'), t('records.amount')],
                  ...settlements.data.map((s) => [time.dateTime(s.periodStart), time.dateTime(s.periodEnd), s.base, s.rateBps / 100, s.amount]),
                ])
              }
            >
              {t('records.exportCsv')}
            </button>
          </>
        ))}
    </section>
  );
}
