import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { useExcludedHere } from '@client/lib/session-ended';
import { SIDE_MENU_CATEGORIES } from '@shared/first-load-constants';
import { useApp, useSession, useUi } from '../app/app-context';
import { FreePlayButton } from '../features/auth/components/free-play-button';
import { HeaderCategories } from './header-categories';
import { loadMemberHeader, MemberHeaderSlot } from './member-header-slot';
import { useLayoutData } from './use-layout-data';

/** Header categories in the order of the side menu, plus in-house games. */
const HEADER_CATEGORIES = [...SIDE_MENU_CATEGORIES.filter((c) => c !== 'ELOTT'), 'INHOUSE'] as const;

/**
 * docs/product.md 2.3 header: one navigation item per category that has vendors; logged out,
 * the login button, register (DIRECTREG3) and demo (free play) buttons. Two rows: the logo
 * and actions, then the categories (those that do not fit move into a "more" menu). On a
 * phone the first row keeps the logo and, for a visitor, log in and register side by side
 * (registration is the site's main conversion: one tap, not a detour through the login
 * dialog), free play being the tab bar's; for a member the balance and deposit, the rest in
 * the bottom tab bar.
 */
export function Header() {
  const { t } = useTranslation();
  const { portal } = useApp();
  const { vendorGroups, flag } = useLayoutData();
  const openAuth = useUi((s) => s.openAuth);
  const session = useSession((s) => s.session);
  const authOpen = useUi((s) => s.authModal !== null);
  // player protection: no free play for a player this browser knows is on a break
  const excluded = useExcludedHere();
  // a visitor who opens the account dialogs is about to need the member header
  useEffect(() => {
    if (authOpen) void loadMemberHeader().catch(() => undefined);
  }, [authOpen]);
  // LOTT and ELOTT share /elott: its item shows when either has vendors
  const hasVendors = (c: string) => vendorGroups.some((g) => g.gameCategory === c && g.vendors.length > 0);
  const categories = HEADER_CATEGORIES.filter((c) => hasVendors(c) || (c === 'LOTT' && hasVendors('ELOTT')));
  return (
    <header className="header">
      <Link to="/" className="header-logo" aria-label={`${portal.brand.theme.logoText}, ${t('layout.home')}`}>
        {portal.brand.theme.logoText}
      </Link>
      {session ? (
        <MemberHeaderSlot session={session} />
      ) : (
        <div className="header-actions">
          <button type="button" className="btn btn-primary" onClick={() => openAuth('login')}>
            {t('auth.login')}
          </button>
          {flag('DIRECTREG3') && (
            <Link className="btn btn-secondary" to="/register">
              {t('auth.register')}
            </Link>
          )}
          {flag('FREEPLAY') && !excluded && <FreePlayButton className="btn btn-ghost header-free-play" />}
        </div>
      )}
      <HeaderCategories categories={categories} />
    </header>
  );
}
