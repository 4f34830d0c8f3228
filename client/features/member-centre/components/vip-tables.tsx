import { useTranslation } from '@client/lib/use-translation';
import type { VipStatus } from '@shared/api/member';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useBrandMoney, usePercentFormat } from '@client/lib/money';

/** Every VIP level's benefits: the turnover it takes, its upgrade bonus, its daily withdrawals; the member's own marked. */
export function VipLevelsTable({ status: s }: { status: VipStatus }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  return (
    <div className="vip-block">
      <h4 id="vip-levels">{t('vip.benefits')}</h4>
      <TableScroll label={t('vip.benefits')}>
        <table className="records-table vip-table" data-testid="vip-levels">
          <thead>
            <tr>
              <th scope="col">{t('vip.level')}</th>
              <th scope="col">{t('vip.minTurnover')}</th>
              <th scope="col">{t('vip.upgradeBonus')}</th>
              <th scope="col">{t('vip.dailyWithdrawals')}</th>
            </tr>
          </thead>
          <tbody>
            {s.levels.map((l) => (
              <tr key={l.level} aria-current={l.level === s.level ? 'true' : undefined} className={l.level === s.level ? 'vip-row-current' : undefined}>
                <th scope="row">{t('vip.levelName', { level: l.level, name: l.name })}</th>
                <td>{money(l.minTurnover)}</td>
                <td>{money(l.upgradeBonus)}</td>
                <td>{l.dailyWithdrawals}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

/** The rebate rates by game category of the member's level and of the next one, side by side. */
export function VipRatesTable({ status: s }: { status: VipStatus }) {
  const { t } = useTranslation();
  const percent = usePercentFormat();
  const categories = [...new Set(s.levels.flatMap((l) => l.rebateRates.map((r) => r.category)))];
  const shown = s.levels.filter((l) => l.level === s.level || l.level === s.next?.level);
  return (
    <div className="vip-block">
      <h4 id="vip-rates">{t('vip.rebateRates')}</h4>
      <TableScroll label={t('vip.rebateRates')}>
        <table className="records-table vip-table" data-testid="vip-rates">
          <thead>
            <tr>
              <th scope="col">{t('rebate.category')}</th>
              {shown.map((l) => (
                <th key={l.level} scope="col">
                  {l.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c}>
                <th scope="row">{t(`category.${c}`, { defaultValue: c })}</th>
                {shown.map((l) => {
                  const rate = l.rebateRates.find((r) => r.category === c);
                  return <td key={l.level}>{rate ? percent(rate.rateBps) : '–'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
