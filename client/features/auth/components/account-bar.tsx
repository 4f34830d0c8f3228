import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useUi } from '@client/app/app-context';
import type { PublicSession } from '@client/app/portal-state';
import { balanceQuery, memberInfoQuery } from '@client/lib/member';
import { useBrandMoney } from '@client/lib/money';
import { useOpenCentre } from '@client/lib/use-open-centre';
import { centreAllowed } from '@shared/centre';

/** Longer than "₫ 2.000.000" (a seven-digit balance with its symbol). */
const LONG_BALANCE_CHARS = 11;

/**
 * The logged-in header (docs/product.md 2.3): balance with show/hide (*** when hidden) and a
 * refresh icon, starting as 'balance updating'; the avatar menu with nickname, member
 * label and sign out. Deposit and withdraw open the member centre on depositv2 / withdraw;
 * the menu also opens the member centre, account and betting records and (for agents) the agent centre,
 * and closes on Escape, on a click outside and after a choice.
 */
export function AccountBar({ session }: { session: PublicSession }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const openAuth = useUi((s) => s.openAuth);
  const [shown, setShown] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const openCentre = useOpenCentre();
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuRef.current?.querySelector<HTMLButtonElement>('.avatar-button')?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);
  const choose = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };
  const member = useQuery(memberInfoQuery(api, session.username));
  const balance = useQuery(balanceQuery(api, session.username));
  const money = useBrandMoney();
  // the brand's money format, with the wallet's own symbol as the upstream answers it
  const amount = balance.data ? money(balance.data.sumBalance, { symbol: balance.data.currencySymbol }) : t('header.balanceUpdating');
  const label = member.data?.clubLabel;
  // docs/product.md 2.3: the agent centre is in the menu of agents only (anyone else would only be told they are not one)
  const agent = centreAllowed('agent', session);
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
      <div className="balance" aria-live="polite">
        <span className="visually-hidden">{t('header.balance')}</span>
        <output data-testid="balance">{shown ? amount : '***'}</output>
        <button
          type="button"
          className="icon-button"
          aria-pressed={!shown}
          aria-label={shown ? t('header.hideBalance') : t('header.showBalance')}
          onClick={() => setShown(!shown)}
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
      <div className="avatar-menu" ref={menuRef}>
        <button type="button" className="avatar-button" aria-haspopup="menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
          <span className="avatar" aria-hidden="true">
            {(member.data?.nickname ?? session.username).slice(0, 1).toUpperCase()}
          </span>
          <span className="avatar-name">{member.data?.nickname ?? session.username}</span>
        </button>
        {menuOpen && (
          <div className="avatar-panel" role="menu">
            <p className="avatar-nickname">{member.data?.nickname ?? session.username}</p>
            {label && (
              <button
                type="button"
                role="menuitem"
                className="member-label"
                style={{ color: label.color, background: label.color2 }}
                onClick={choose(() => openCentre.member('playerRank'))}
              >
                {label.labelName}
              </button>
            )}
            {!label && (
              <button type="button" role="menuitem" className="menu-item member-label-empty" onClick={choose(() => openCentre.member('securityCenter'))}>
                {t('header.memberLabel')}
              </button>
            )}
            <button type="button" role="menuitem" className="menu-item" onClick={choose(() => openCentre.member('securityCenter'))}>
              {t('header.members')}
            </button>
            <button type="button" role="menuitem" className="menu-item" onClick={choose(() => openCentre.member('transactionHistory'))}>
              {t('centre.member.transactionHistory')}
            </button>
            <button type="button" role="menuitem" className="menu-item" onClick={choose(() => openCentre.member('personalHistoryCopy'))}>
              {t('centre.member.personalHistoryCopy')}
            </button>
            <button type="button" role="menuitem" className="menu-item" onClick={choose(() => openCentre.member('supportTicket'))}>
              {t('centre.member.supportTicket')}
            </button>
            {agent && (
              <button type="button" role="menuitem" className="menu-item" onClick={choose(() => openCentre.agent())}>
                {t('centre.agent.title')}
              </button>
            )}
            <button type="button" role="menuitem" className="menu-item" onClick={choose(() => openAuth('logout'))}>
              {t('auth.logout')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
