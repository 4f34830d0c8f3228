import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { TableScroll } from '@client/components/ui/table-scroll';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useCustomerService } from '@client/lib/customer-service';
import { useBrandMoney, usePercentFormat } from '@client/lib/money';
import { vipStatusQuery } from '../api/rebate';
import '@client/styles/cashier.css';
import '@client/styles/member-centre.css';

/**
 * playerRank (docs/product.md 2.5, opened from the avatar menu's member label): the member's VIP level,
 * the turnover still missing to the next one, and each level's benefits (upgrade bonus, daily
 * withdrawals, rebate rates by category). A member above rank 4 gets the VIP service entry.
 */
export default function PlayerRank() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const money = useBrandMoney();
  const percent = usePercentFormat();
  const openService = useCustomerService();
  const status = useQuery(vipStatusQuery(api, username));
  if (status.isPending) return <Loading />;
  if (status.isError) return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  const s = status.data;
  const categories = [...new Set(s.levels.flatMap((l) => l.rebateRates.map((r) => r.category)))];
  // the rebate rates of the member's level and of the next one, side by side
  const shown = s.levels.filter((l) => l.level === s.level || l.level === s.next?.level);
  return (
    <div className="vip">
      <section className="vip-current" aria-labelledby="vip-current">
        <h4 id="vip-current">{t('vip.current')}</h4>
        <p className="vip-level" data-testid="vip-level">
          {t('vip.levelName', { level: s.level, name: s.name })}
        </p>
        <p>{t('vip.turnover', { amount: money(s.turnover) })}</p>
        {s.next ? (
          <label className="bonus-progress">
            <span data-testid="vip-next">{t('vip.toNext', { remaining: money(s.next.remaining), name: s.next.name })}</span>
            <progress max={s.next.minTurnover} value={Math.min(s.turnover, s.next.minTurnover)} />
          </label>
        ) : (
          <p data-testid="vip-next">{t('vip.top')}</p>
        )}
        {s.vipService && (
          <button type="button" className="btn btn-primary" onClick={() => openService('VIP')}>
            {t('vip.service')}
          </button>
        )}
      </section>
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
    </div>
  );
}
