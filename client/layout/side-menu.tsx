import { Link, NavLink } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { categoryPage, SIDE_MENU_CATEGORIES } from '@shared/constants';
import { displayVendorCode, vendorsOf } from '@shared/vendors';
import { useApp, useImageUrl, useUi } from '../app/app-context';
import { FallbackImage } from '../components/ui/fallback-image';
import { ChatLauncher } from '../features/chat/components/chat-launcher';
import { useCustomerService } from '../features/service/hooks/use-customer-service';
import { AppDownloadMenu } from '../features/downloads/components/app-download-menu';
import { LanguagePicker } from './language-picker';
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
  const { vendorGroups, flag, whitelabel } = useLayoutData();
  const openService = useCustomerService();
  const openAnnouncements = useUi((s) => s.setAnnouncementsOpen);
  const setDrawer = useUi((s) => s.setDrawer);
  const tySupported = portal.brand.languages.includes('ty');
  const image = useImageUrl();
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
          {SIDE_MENU_CATEGORIES.map((category) => {
            const vendors = vendorsOf(vendorGroups, category);
            if (vendors.length === 0) return null;
            const page = categoryPage(category);
            return (
              <li key={category}>
                <details className="side-group">
                  <summary>{t(`category.${category}`)}</summary>
                  <ul>
                    <li>
                      <Link to={page}>{t('layout.all')}</Link>
                    </li>
                    {vendors.map((v) => (
                      <li key={v.vassalage}>
                        <Link to={`${page}?vendor=${encodeURIComponent(v.vassalage)}`}>
                          <FallbackImage className="side-vendor-icon" src={image(v.icon.COLOR)} alt="" width={40} height={18} />
                          {v.name}
                          {displayVendorCode(v.vassalage, tySupported) && <small className="vendor-code"> {displayVendorCode(v.vassalage, tySupported)}</small>}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
          <li>
            <NavLink to="/promotions">{t('layout.promotions')}</NavLink>
          </li>
          <li>
            <NavLink to="/pointMall">{t('layout.pointMall')}</NavLink>
          </li>
          <li className="side-service">
            <span className="side-heading" id="side-service">
              {t('service.title')}
            </span>
            <ul aria-labelledby="side-service">
              <li>
                <button type="button" className="side-button" onClick={() => openService()}>
                  {t('content.service.open')}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className="side-button"
                  onClick={() => {
                    setDrawer(false);
                    openAnnouncements(true);
                  }}
                >
                  {t('content.announcements.title')}
                </button>
              </li>
              <li>
                <NavLink to="/helpmc">{t('layout.helpCentre')}</NavLink>
              </li>
              {flag('CBS3') && (
                <li>
                  <ChatLauncher />
                </li>
              )}
            </ul>
          </li>
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
