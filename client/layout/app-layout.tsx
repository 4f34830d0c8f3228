import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useUi } from '../app/app-context';
import { useLoginGuard } from '../features/auth/hooks/use-login-guard';
import { Header } from './header';
import { MemberPart } from './member-header-slot';
import { useCurrentPage, useLayoutData } from './use-layout-data';
import { useDocumentMeta } from './use-document-meta';
import { deferredSection } from '../lib/deferred-section';

// The chrome's larger parts hydrate after the header and the page, each from its own chunk
// (client/lib/deferred-section.tsx): the side menu is a third of home's elements. The small ones
// (pull to refresh, the notices: a few elements each) hydrate with the page, as a boundary and a
// chunk of their own cost more than their hydration (scripts/long-tasks.mjs); the floating service
// (one button, which a phone shows in the tab bar's end) comes with the tab bar, keeping its code
// out of every page's entry.
const SideMenu = deferredSection(() => import('./side-menu').then((m) => m.SideMenu), 'idle', '#side-menu');
const TabBar = deferredSection(() => import('./tab-bar').then((m) => m.TabBar), 'idle', '.tab-bar');
const FloatingService = deferredSection(() => import('./floating-service').then((m) => m.FloatingService), 'idle', '.floating-service');
// The banner strip too, once the page is idle: until then its first slide is the server's HTML
// (a tap on it is held and given again, client/lib/deferred-section.tsx), and Swiper only takes
// over before the first turn (5 s) anyway; its code is in no page's entry, only those with banners.
const BannerStrip = deferredSection(() => import('../features/content/components/banner-strip').then((m) => m.BannerStrip), 'idle', '.banner');
// The account and warning dialogs render nothing until one opens (the server's HTML has no
// element of theirs): their code comes once the page is idle, before a first tap on login, or
// on that tap if it comes first (AppLayout opens the section when a dialog is asked for).
const AuthModals = deferredSection(() => import('../features/auth/components/auth-modals').then((m) => m.AuthModals), 'idle', '.auth-dialogs');
const Footer = deferredSection(() => import('./footer').then((m) => m.Footer), 'near', '.footer');

/** The announcement modal is its own chunk, loaded when the side menu opens it. */
const AnnouncementsModal = lazy(() => import('../features/content/components/announcements-modal'));

/** docs/product.md 2.3: side menu, header, banner, main content, floating service, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const page = useCurrentPage();
  const { portal, ui } = useApp();
  // a dialog asked for before the dialogs' host has loaded (it waits for idle): it loads now
  useEffect(() => {
    const asked = (s: ReturnType<typeof ui.getState>) => s.authModal !== null || s.warning !== null;
    if (asked(ui.getState())) AuthModals.open();
    return ui.subscribe((s) => asked(s) && AuthModals.open());
  }, [ui]);
  // /seamless hides the side and top bars unless the brand flag SEAMLESSBARS forces them (docs/product.md 2.1)
  const bare = page?.id === 'seamless' && !portal.brand.flags.SEAMLESSBARS;
  const mini = useUi((s) => s.sideMenuMini);
  const drawerOpen = useUi((s) => s.drawerOpen);
  const setDrawer = useUi((s) => s.setDrawer);
  const announcementsOpen = useUi((s) => s.announcementsOpen);
  const { whitelabel, flag } = useLayoutData();
  const location = useLocation();
  useLoginGuard();
  useDocumentMeta();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes on every navigation (the location is the trigger)
  useEffect(() => setDrawer(false), [location.pathname, location.search, setDrawer]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawer(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, setDrawer]);
  return (
    <div className="app" data-side-menu={mini ? 'mini' : 'full'} data-drawer={drawerOpen ? 'open' : 'closed'}>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      {!bare && <SideMenu />}
      {drawerOpen && <button type="button" className="drawer-backdrop" aria-label={t('layout.closeMenu')} onClick={() => setDrawer(false)} />}
      <div className="app-column">
        {!page?.noHeader && !bare && <Header />}
        {!bare && <MemberPart>{(m) => <m.LastLoginNotice />}</MemberPart>}
        {!bare && (
          // the maintenance notice's status region, always there so a screen reader announces the notice when it fills
          <div role="status" className="maintenance-notice-region">
            <MemberPart>{(m) => <m.MaintenanceNotice />}</MemberPart>
          </div>
        )}
        {page?.bannerGroup && <BannerStrip group={page.bannerGroup} home={page.id === 'home'} />}
        <main id="main" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
        {!bare && <Footer />}
      </div>
      {!bare && <TabBar />}
      {!bare && <MemberPart>{(m) => <m.PullToRefresh />}</MemberPart>}
      <FloatingService />
      {flag('CBS3') && <MemberPart>{(m) => <m.ChatWindow whitelabel={whitelabel} />}</MemberPart>}
      {announcementsOpen && (
        <Suspense fallback={null}>
          <AnnouncementsModal />
        </Suspense>
      )}
      <AuthModals />
      <MemberPart>{(m) => <m.CentreModals />}</MemberPart>
      <ScrollRestoration />
    </div>
  );
}
