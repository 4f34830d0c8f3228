import { useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { useExcludedHere } from '@client/lib/session-ended';
import { useSession, useUi } from '../app/app-context';
import { FreePlayButton } from '../features/auth/components/free-play-button';
import { useOpenCentre } from '../lib/use-open-centre';
import { AccountSheet } from './account-sheet';
import { TabIcon } from './tab-icons';
import { useLayoutData } from './use-layout-data';

/**
 * The phone's bottom tab bar (hidden on wide screens): home, games (opens the
 * side menu with the categories and vendors), promotions, deposit (the member centre's
 * deposit page) or, for a visitor, free play (when the brand has it; a visitor's deposit
 * would only open the login the header and the last tab offer) and account (a sheet of the
 * avatar menu's entries) or login. It stays put at the bottom; the page leaves room for it.
 */
export function TabBar() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const openAuth = useUi((s) => s.openAuth);
  const drawerOpen = useUi((s) => s.drawerOpen);
  const setDrawer = useUi((s) => s.setDrawer);
  const openCentre = useOpenCentre();
  const [accountOpen, setAccountOpen] = useState(false);
  const { flag } = useLayoutData();
  // player protection: no free play for a player this browser knows is on a break
  const excluded = useExcludedHere();
  const freePlay = !session && flag('FREEPLAY') && !excluded;
  return (
    <nav className="tab-bar" aria-label={t('mobile.tabBar')}>
      <ul>
        <li>
          <NavLink to="/" end className="tab-bar-item">
            <TabIcon name="home" />
            <span className="tab-label">{t('mobile.tab.home')}</span>
          </NavLink>
        </li>
        <li>
          <button type="button" className="tab-bar-item" aria-expanded={drawerOpen} aria-controls="side-menu" onClick={() => setDrawer(!drawerOpen)}>
            <TabIcon name="games" />
            <span className="tab-label">{t('mobile.tab.games')}</span>
          </button>
        </li>
        <li>
          <NavLink to="/promotions" className="tab-bar-item">
            <TabIcon name="promotions" />
            <span className="tab-label">{t('mobile.tab.promotions')}</span>
          </NavLink>
        </li>
        <li>
          {freePlay ? (
            <FreePlayButton className="tab-bar-item tab-deposit tab-bar-guest">
              <TabIcon name="play" />
              <span className="tab-label">{t('mobile.tab.freePlay')}</span>
            </FreePlayButton>
          ) : (
            <button type="button" className="tab-bar-item tab-deposit" onClick={() => (session ? openCentre.member('depositv2') : openAuth('login'))}>
              <TabIcon name="deposit" />
              <span className="tab-label">{t('mobile.tab.deposit')}</span>
            </button>
          )}
        </li>
        <li>
          {session ? (
            <button type="button" className="tab-bar-item" aria-haspopup="dialog" onClick={() => setAccountOpen(true)}>
              <TabIcon name="account" />
              <span className="tab-label">{t('mobile.tab.account')}</span>
            </button>
          ) : (
            <button type="button" className="tab-bar-item tab-bar-guest" onClick={() => openAuth('login')}>
              <TabIcon name="account" />
              <span className="tab-label">{t('mobile.tab.login')}</span>
            </button>
          )}
        </li>
      </ul>
      {accountOpen && session && <AccountSheet session={session} onClose={() => setAccountOpen(false)} />}
    </nav>
  );
}
