import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp, useUi } from '../../../app/app-context';
import type { PublicSession } from '../../../app/portal-state';
import { balanceQuery, memberInfoQuery } from '../api/get-member-info';

/**
 * The logged-in header (SPEC.md 2.3): balance with show/hide (*** when hidden) and a
 * refresh icon, starting as 'balance updating'; the avatar menu with nickname, member
 * label and sign out.
 */
export function AccountBar({ session }: { session: PublicSession }) {
  const { t, i18n } = useTranslation();
  const { api } = useApp();
  const openAuth = useUi((s) => s.openAuth);
  const [shown, setShown] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const member = useQuery(memberInfoQuery(api, session.username));
  const balance = useQuery(balanceQuery(api, session.username));
  const amount = balance.data
    ? `${balance.data.currencySymbol} ${new Intl.NumberFormat(i18n.language === 'cn' ? 'zh-CN' : 'vi-VN').format(balance.data.sumBalance)}`
    : t('header.balanceUpdating');
  const label = member.data?.clubLabel;
  return (
    <div className="account-bar">
      <div className="balance" aria-live="polite">
        <span className="visually-hidden">{t('header.balance')}</span>
        <output data-testid="balance">{shown ? amount : '***'}</output>
        <button type="button" className="icon-button" aria-pressed={!shown} aria-label={shown ? t('header.hideBalance') : t('header.showBalance')} onClick={() => setShown(!shown)}>
          {shown ? '◉' : '◎'}
        </button>
        <button type="button" className="icon-button" aria-label={t('header.refreshBalance')} onClick={() => void balance.refetch()} disabled={balance.isFetching}>
          ↻
        </button>
      </div>
      <div className="avatar-menu">
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
              <p className="member-label" style={{ color: label.color, background: label.color2 }}>
                {label.labelName}
              </p>
            )}
            <button type="button" role="menuitem" className="menu-item" onClick={() => { setMenuOpen(false); openAuth('logout'); }}>
              {t('auth.logout')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
