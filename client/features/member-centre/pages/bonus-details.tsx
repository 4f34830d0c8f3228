import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { bonusesQuery } from '../api/cashier';
import '@client/styles/cashier.css';

/** bonusDetails (docs/product.md 2.5): every bonus received, with its turnover requirement and how much of it is staked. */
export default function BonusDetails() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const money = useBrandMoney();
  const bonuses = useQuery(bonusesQuery(api, username));
  if (bonuses.isPending) return <Loading />;
  if (bonuses.isError) return <QueryError error={bonuses.error} onRetry={() => void bonuses.refetch()} />;
  if (bonuses.data.length === 0) return <p className="centre-empty">{t('bonus.empty')}</p>;
  return (
    <ul className="bonus-list">
      {bonuses.data.map((b) => {
        const done = Math.min(b.turnoverDone, b.turnoverRequired);
        const met = done >= b.turnoverRequired;
        return (
          <li key={b.id} className="withdrawal" data-testid="bonus">
            <div className="withdrawal-head">
              <strong>{money(b.amount)}</strong>
              <span>{t(`records.kind.${b.kind}`, { defaultValue: b.kind })}</span>
              <small>{time.at(b.at)}</small>
              <span className={met ? 'withdraw-status withdraw-status-received' : 'withdraw-status'}>{t(met ? 'bonus.met' : 'bonus.wagering')}</span>
            </div>
            <label className="bonus-progress">
              {t('bonus.progress', { done: money(done), required: money(b.turnoverRequired) })}
              <progress max={b.turnoverRequired || 1} value={done} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
