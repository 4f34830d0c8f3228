import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PAGE, SIDE_MENU_CATEGORIES } from '../../shared/constants';
import { useApp, useSession, useUi } from '../app/app-context';
import { AccountBar } from '../features/auth/components/account-bar';
import { FreePlayButton } from '../features/auth/components/free-play-button';
import { useFavouriteIds } from '../features/games/hooks/use-favourites';
import { UnreadMessages } from '../features/content/components/unread-messages';
import { useLayoutData } from './use-layout-data';

/** Header categories in the order of the side menu, plus in-house games. */
const HEADER_CATEGORIES = [...SIDE_MENU_CATEGORIES.filter((c) => c !== 'ELOTT'), 'INHOUSE'] as const;

/**
 * SPEC.md 2.3 header: one navigation item per category that has vendors; logged out,
 * the login button, register (DIRECTREG3) and demo (free play) buttons.
 */
export function Header() {
  const { t } = useTranslation();
  const { portal } = useApp();
  const { vendorGroups, flag } = useLayoutData();
  const drawerOpen = useUi((s) => s.drawerOpen);
  const setDrawer = useUi((s) => s.setDrawer);
  const openAuth = useUi((s) => s.openAuth);
  const session = useSession((s) => s.session);
  // SPEC.md 2.3: favourites load when the header starts (for a logged-in real member)
  useFavouriteIds();
  // LOTT and ELOTT share /elott: its item shows when either has vendors
  const hasVendors = (c: string) => vendorGroups.some((g) => g.gameCategory === c && g.vendors.length > 0);
  const categories = HEADER_CATEGORIES.filter((c) => hasVendors(c) || (c === 'LOTT' && hasVendors('ELOTT')));
  return (
    <header className="header">
      <button
        type="button"
        className="menu-button"
        aria-label={t('layout.openMenu')}
        aria-expanded={drawerOpen}
        aria-controls="side-menu"
        onClick={() => setDrawer(!drawerOpen)}
      >
        ☰
      </button>
      <Link to="/" className="header-logo" aria-label={`${portal.brand.theme.logoText}, ${t('layout.home')}`}>
        {portal.brand.theme.logoText}
      </Link>
      <nav className="header-nav" aria-label={t('layout.gameCategories')}>
        <ul>
          {categories.map((category) => (
            <li key={category}>
              <NavLink to={CATEGORY_PAGE[category]}>{t(`category.${category}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {session ? (
        <>
          <UnreadMessages username={session.username} />
          <AccountBar session={session} />
        </>
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
        {flag('FREEPLAY') && <FreePlayButton />}
      </div>
      )}
    </header>
  );
}
