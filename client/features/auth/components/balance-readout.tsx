import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import type { Balance } from '@shared/api';

/**
 * The header's balance (docs/product.md 2.3): the amount, or *** while hidden, a show/hide toggle
 * and a refresh that asks the wallet again (off while it is asking).
 */
export function BalanceReadout({
  amount,
  shown,
  onShown,
  balance,
}: {
  amount: string;
  shown: boolean;
  onShown: (shown: boolean) => void;
  balance: UseQueryResult<Balance>;
}) {
  const { t } = useTranslation();
  return (
    <div className="balance" aria-live="polite">
      <span className="visually-hidden">{t('header.balance')}</span>
      <output data-testid="balance">{shown ? amount : '***'}</output>
      <button
        type="button"
        className="icon-button"
        aria-pressed={!shown}
        aria-label={shown ? t('header.hideBalance') : t('header.showBalance')}
        onClick={() => onShown(!shown)}
      >
        {shown ? '◉' : '◎'}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.refreshBalance')}
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
      >
        ↻
      </button>
    </div>
  );
}
