import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp, useSession, useUi } from '@client/app/app-context';
import { useTranslation } from '@client/lib/use-translation';
import { depositOrdersQuery } from '../api/cashier';
import { protectionQuery, skipDepositLimitPrompt } from '../api/protection';

/**
 * Before the first deposit, a skippable prompt to set a deposit limit (docs/product.md 10). The
 * gateway keeps whether the player set a limit or skipped it: never shown again after either;
 * an order made on this page hides it at once (`deposited`), before the orders list refetches.
 */
export function useDepositLimitPrompt() {
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const protection = useQuery(protectionQuery(api, username));
  const orders = useQuery(depositOrdersQuery(api, username));
  const [away, setAway] = useState(false);
  const shown = !away && orders.data?.length === 0 && !!protection.data?.depositLimitPrompt;
  const skip = () => {
    setAway(true);
    void skipDepositLimitPrompt(api)
      .then((next) => queryClient.setQueryData(protectionQuery(api, username).queryKey, next))
      .catch(() => undefined);
  };
  /** An order, paid or not, is the first deposit: no prompt again in this session; the orders and the limits read anew. */
  const deposited = () => {
    setAway(true);
    void queryClient.invalidateQueries({ queryKey: depositOrdersQuery(api, username).queryKey });
    void protection.refetch();
  };
  return { shown, skip, deposited, protection };
}

/** The prompt: set a limit (my account's limits) or skip it. */
export function DepositLimitPrompt({ onSkip }: { onSkip: () => void }) {
  const { t } = useTranslation();
  const openCentre = useUi((s) => s.openCentre);
  return (
    <aside className="rg-prompt" aria-label={t('protection.limit.title')} data-testid="limit-prompt">
      <p>{t('protection.prompt.text')}</p>
      <div className="centre-actions">
        <button type="button" className="btn btn-secondary" onClick={() => openCentre({ kind: 'member', page: 'securityCenter' })}>
          {t('protection.prompt.set')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onSkip}>
          {t('protection.prompt.skip')}
        </button>
      </div>
    </aside>
  );
}
