import { useTranslation } from '@client/lib/use-translation';
import type { DepositLimit } from '@shared/api/protection';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';

/** One row per window (day, week, month): the limit with a change that waits, what is used and what is left. */
export function LimitTable({
  kind,
  limits,
  busy,
  onRemove,
}: {
  kind: 'deposit' | 'loss';
  limits: DepositLimit[];
  busy: boolean;
  onRemove: (limit: DepositLimit) => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => (kind === 'loss' ? `protection.loss.${key}` : `protection.limit.${key}`);
  return (
    <table className="records-table rg-limits" data-testid={`${kind}-limits`}>
      <thead>
        <tr>
          <th scope="col">{t('protection.limit.period')}</th>
          <th scope="col">{t('protection.limit.amount')}</th>
          <th scope="col">{t(k('used'))}</th>
          <th scope="col">{t('protection.limit.remaining')}</th>
        </tr>
      </thead>
      <tbody>
        {limits.map((l) => (
          <LimitRow key={l.period} limit={l} busy={busy} removeLabel={k('removeOf')} onRemove={() => onRemove(l)} />
        ))}
      </tbody>
    </table>
  );
}

function LimitRow({ limit, busy, removeLabel, onRemove }: { limit: DepositLimit; busy: boolean; removeLabel: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const { at } = useBrandTime();
  const money = useBrandMoney();
  const label = t(`protection.period.${limit.period}`);
  return (
    <tr data-period={limit.period}>
      <th scope="row">{label}</th>
      <td>
        {limit.amount === null ? t('protection.limit.none') : money(limit.amount)}
        {limit.pending && (
          <small className="rg-pending" data-testid={`limit-pending-${limit.period}`}>
            {limit.pending.amount === null
              ? t('protection.limit.pendingRemoval', { time: at(limit.pending.from) })
              : t('protection.limit.pendingRaise', { amount: money(limit.pending.amount), time: at(limit.pending.from) })}
          </small>
        )}
        {limit.amount !== null && !limit.pending && (
          <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={onRemove} aria-label={t(removeLabel, { period: label })}>
            {t('protection.limit.remove')}
          </button>
        )}
      </td>
      {/* an order awaiting its payment holds room under the limit but is not deposited yet: shown apart */}
      <td>
        {money(limit.used - limit.unpaid)}
        {limit.unpaid > 0 && (
          <small className="rg-pending" data-testid={`limit-unpaid-${limit.period}`}>
            {t('protection.limit.unpaid', { amount: money(limit.unpaid) })}
          </small>
        )}
      </td>
      <td>{limit.remaining === null ? '—' : money(limit.remaining)}</td>
    </tr>
  );
}
