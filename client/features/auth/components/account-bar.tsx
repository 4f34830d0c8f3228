import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import type { PublicSession } from '@shared/portal-state';
import { balanceQuery, memberInfoQuery } from '@client/lib/member';
import { useBrandMoney } from '@client/lib/money';
import { useOpenCentre } from '@client/lib/use-open-centre';
import { centreAllowed } from '@shared/centre';
import { AvatarMenu } from './avatar-menu';
import { BalanceReadout } from './balance-readout';

/** Longer than "₫ 2.000.000" (a seven-digit balance with its symbol). */
const LONG_BALANCE_CHARS = 11;

/**
 * The logged-in header (docs/product.md 2.3): deposit and withdraw, which open the member centre
 * on depositv2 / withdraw; the balance, starting as 'balance updating'; the avatar menu.
 */
export function AccountBar({ session }: { session: PublicSession }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const openCentre = useOpenCentre();
  const [shown, setShown] = useState(true);
  const member = useQuery(memberInfoQuery(api, session.username));
  const balance = useQuery(balanceQuery(api, session.username));
  const money = useBrandMoney();
  // the brand's money format, with the wallet's own symbol as the upstream answers it
  const amount = balance.data ? money(balance.data.sumBalance, { symbol: balance.data.currencySymbol }) : t('header.balanceUpdating');
  // a balance of nine digits or more leaves a narrow phone no room for deposit beside it in the
  // header's one row (layout.css); deposit stays one tap away in the tab bar
  const long = shown && amount.length > LONG_BALANCE_CHARS;
  return (
    <div className="account-bar" data-long-balance={long || undefined}>
      <div className="money-actions">
        <button type="button" className="btn btn-primary" onClick={() => openCentre.member('depositv2')}>
          {t('header.deposit')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => openCentre.member('withdraw')}>
          {t('header.withdraw')}
        </button>
      </div>
      <BalanceReadout amount={amount} shown={shown} onShown={setShown} balance={balance} />
      <AvatarMenu
        name={member.data?.nickname ?? session.username}
        label={member.data?.clubLabel ?? null}
        // docs/product.md 2.3: the agent centre is in the menu of agents only (anyone else would only be told they are not one)
        agent={centreAllowed('agent', session)}
      />
    </div>
  );
}
