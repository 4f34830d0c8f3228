import { Link, NavLink } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { SIDE_MENU_CATEGORIES } from '@shared/constants';
import { useApp, useUi } from '../app/app-context';
import { AppDownloadMenu } from '../features/downloads/components/app-download-menu';
import { LanguagePicker } from './language-picker';
import { SideCategory } from './side-category';
import { SideService } from './side-service';
import { ThemeToggle } from './theme-toggle';
import { useLayoutData } from './use-layout-data';

/**
 * docs/product.md 2.3 left side menu: logo, Home, In-House, each category with its vendors and
 * an 'all' item, Promotions, help and download, app download QR codes and social links,
 * language picker, collapse arrow.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const { portal } = useApp();
  const mini = useUi((s) => s.sideMenuMini);
  const toggle = useUi((s) => s.toggleSideMenu);
  const { whitelabel } = useLayoutData();
  return (
    <aside id="side-menu" className="side-menu" aria-label={t('layout.sideMenu')}>
      <div className="side-menu-top">
        <Link to="/" className="side-logo">
          {portal.brand.theme.logoText}
        </Link>
        <button
          type="button"
          className="side-collapse"
          onClick={toggle}
          aria-expanded={!mini}
          aria-label={mini ? t('layout.expandMenu') : t('layout.collapseMenu')}
        >
          {mini ? '»' : '«'}
        </button>
      </div>
      <nav>
        <ul className="side-list">
          <li>
            <NavLink to="/" end>
              {t('layout.home')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/inhouse">{t('category.INHOUSE')}</NavLink>
          </li>
          {SIDE_MENU_CATEGORIES.map((category) => (
            <SideCategory key={category} category={category} />
          ))}
          <li>
            <NavLink to="/promotions">{t('layout.promotions')}</NavLink>
          </li>
          <li>
            <NavLink to="/pointMall">{t('layout.pointMall')}</NavLink>
          </li>
          <SideService />
          <li>
            <NavLink to="/download">{t('layout.appDownload')}</NavLink>
          </li>
        </ul>
      </nav>
      {!mini && <AppDownloadMenu resources={whitelabel?.resources ?? []} allowedOrigins={whitelabel?.imageCDNs ?? []} />}
      <div className="side-menu-bottom">
        <LanguagePicker />
        <ThemeToggle />
      </div>
    </aside>
  );
}
