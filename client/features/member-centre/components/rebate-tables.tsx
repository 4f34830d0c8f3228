import { useTranslation } from '@client/lib/use-translation';
import type { RebateClaim, RebateSummary } from '@shared/api/member';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney, usePercentFormat } from '@client/lib/money';

/** The rebate earned since the last claim, by game category at the VIP level's rates. */
export function RebateEarnedTable({ summary }: { summary: RebateSummary }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const percent = usePercentFormat();
  if (summary.categories.length === 0) return <p className="centre-empty">{t('rebate.none')}</p>;
  return (
    <TableScroll label={t('centre.member.manualRebate')}>
      <table className="records-table" data-testid="rebate-table">
        <thead>
          <tr>
            <th scope="col">{t('rebate.category')}</th>
            <th scope="col">{t('rebate.turnover')}</th>
            <th scope="col">{t('rebate.rate')}</th>
            <th scope="col">{t('rebate.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.categories.map((c) => (
            <tr key={c.category}>
              <td>{t(`category.${c.category}`, { defaultValue: c.category })}</td>
              <td>{money(c.turnover)}</td>
              <td>{percent(c.rateBps)}</td>
              <td>{money(c.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** One page of the member's past rebate claims. */
export function RebateClaimsTable({ claims }: { claims: RebateClaim[] }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const money = useBrandMoney();
  return (
    <TableScroll label={t('centre.member.manualRebate')}>
      <table className="records-table" data-testid="rebate-claims">
        <thead>
          <tr>
            <th scope="col">{time.heading(t('rebate.claimedAt'))}</th>
            <th scope="col">{t('rebate.categories')}</th>
            <th scope="col">{t('rebate.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((c) => (
            <tr key={c.id}>
              <td>{time.dateTime(c.claimedAt)}</td>
              <td>{c.categories.map((k) => t(`category.${k.category}`, { defaultValue: k.category })).join(', ')}</td>
              <td>{money(c.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
