import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useCustomerService } from '@client/lib/customer-service';
import { useBrandMoney } from '@client/lib/money';
import { vipStatusQuery } from '../api/rebate';
import { VipLevelsTable, VipRatesTable } from '../components/vip-tables';
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
  const openService = useCustomerService();
  const status = useQuery(vipStatusQuery(api, username));
  if (status.isPending) return <Loading />;
  if (status.isError) return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  const s = status.data;
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
      <VipLevelsTable status={s} />
      <VipRatesTable status={s} />
    </div>
  );
}
