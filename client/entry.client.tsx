import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import './styles/app.css';
import { centreFromUrl } from '../shared/centre';
import { MEMBER_SHELL_ID, PORTAL_STATE_ID, type PortalState, type PublicSession } from '../shared/portal-state';
import { hydratePageQueries } from './app/page-queries';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes, loadPageData, type RouteHandle } from './app/routes';
import { type EndSession, failureHandler, sessionEnder } from './app/session-end';
import { loadMemberHeader } from './layout/member-header-slot';
import { createBrowserApi } from './lib/api-client';
import { captureErrors, rootErrorOptions } from './lib/error-capture';
import { noteSessionChange, reloadWhenRestoredStale } from './lib/back-forward';
import { importWithRetry } from './lib/import-with-retry';
import { whenIdle } from './lib/when-idle';
import { openSections } from './lib/deferred-section';
import { createI18n } from './lib/i18n';
import { completeTranslation, missingKey } from './lib/load-translation';
import { onSessionEndElsewhere } from './lib/session-ended';
import { createSessionStore } from './stores/session-store';
import { createUiStore } from './stores/ui-store';

/**
 * Once the first render is committed: the rest of the language starts loading, a member's
 * page served from a visitor's cached page (MEMBER_SHELL_ID, worker/ssr/page-cache.ts) gets
 * its session, having hydrated the visitor's render as it was, once its header's parts and data
 * are in (client/app/member-shell.ts); then the document is marked
 * (tests wait for it, and app.css shows the header's visitor buttons a member shell hid).
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => Promise<unknown>; children: ReactNode }) {
  useEffect(() => {
    void onHydrated().then(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, [onHydrated]);
  // a wrapper with one child, not a sibling: a sibling the server's tree does not have would
  // shift every useId below it, and hydration keeps the server's ids in the DOM
  return children;
}

/**
 * Loads the matched pages' code, what starts their data and a member's header parts before
 * hydrating, so the first render matches the server's. (A member's page served from a
 * visitor's gets its session after hydration: client/app/member-shell.ts.)
 */
async function loadFirstRender(routes: ReturnType<typeof createRoutes>, member: boolean, centre: ReturnType<typeof centreFromUrl>) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    ...matches
      .filter((m) => m.route.lazy)
      .map(async (m) => {
        const loaded = await (m.route.lazy as () => Promise<object>)();
        Object.assign(m.route, { ...loaded, lazy: undefined });
      }),
    member ? loadMemberHeader().catch(() => undefined) : null,
    // the router runs the page's loader as it starts: what starts its data (preloaded by the page) is in place
    loadPageData(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.page)).catch(() => undefined),
    // a centre hydrates with the page around it, not as lazy boundaries of its own: its dialog
    // opens (Modal's effect) only once its page can take a tap (a tap on a boundary still
    // waiting for its chunk is dropped by React, and a typed value never reaches the form's state)
    centre
      ? loadMemberHeader()
          .then((parts) => parts.loadCentre(centre))
          .catch(() => undefined)
      : null,
  ]);
}

async function start() {
  const state = JSON.parse(document.getElementById(PORTAL_STATE_ID)!.textContent!) as PortalState;
  const queryClient = createQueryClient(false);
  const pageQueries = hydratePageQueries(queryClient, state);
  // a failed call can end the session, once the stores below are there to end it in
  let endSession: EndSession = () => {};
  const onFailure = failureHandler(() => endSession);
  const api = createBrowserApi(onFailure);
  // a page carries the strings its first render used: the rest of the language loads once the
  // page has hydrated, or as soon as anything asks for a string it does not have
  const i18n = createI18n(state.lang, state.translation, state.translationComplete, undefined, () => missingKey(i18n));
  const routes = createRoutes({ api, queryClient, lang: state.lang });

  // a member's page served from a visitor's cached page carries their session in an island
  const island = document.getElementById(MEMBER_SHELL_ID)?.textContent;
  const shellSession = island ? (JSON.parse(island) as PublicSession) : null;
  // its header parts and their data load meanwhile, applied together after hydration; what
  // prepares them is a chunk of its own (no visitor's page needs it), fetched beside the header's
  const shellReady = shellSession
    ? Promise.all([importWithRetry(() => import('./app/member-shell')), loadMemberHeader().catch(() => undefined)]).then(
        ([shell]) => shell.prepareMemberShell({ queryClient, api, portal: state, session: shellSession }),
        () => undefined,
      )
    : null;
  const centre = centreFromUrl(window.location.search, state.session);
  await loadFirstRender(routes, !!state.session, centre);
  const router = createBrowserRouter(routes);
  // a navigation (or a centre opening) changes the router's context above every deferred
  // section, and React holds it until each has hydrated: their code loads now, not when scrolled to
  router.subscribe(() => void openSections());
  const { queries: _q, translation: _t, translationComplete: _c, session, failures: _f, ...portal } = state;
  const app = { api, portal, ui: createUiStore({ centre }), session: createSessionStore(session), pageQueries };
  endSession = sessionEnder({ queryClient, session: app.session, ui: app.ui, navigateHome: () => void router.navigate('/') });
  let fillingShell = false;
  const afterHydration = async () => {
    // what the gateway refused the server render's calls for this member (PortalState.failures)
    for (const failure of state.failures ?? []) onFailure(failure, failure.url);
    // the rest of the language (dialogs, errors): when hydration's long tasks are over
    whenIdle(() => void completeTranslation(i18n));
    // the service worker and the live channel: a chunk of their own (client/app/after-hydration.ts)
    whenIdle(
      () =>
        void importWithRetry(() => import('./app/after-hydration')).then(
          (m) => m.afterHydration({ queryClient, session: app.session, endSession, lang: state.lang }),
          () => undefined,
        ),
    );
    if (!shellSession) return;
    await shellReady;
    if (app.session.getState().session) return;
    fillingShell = true;
    app.session.getState().setSession(shellSession);
    fillingShell = false;
  };
  // the back/forward cache may show this page again later: not with a session that has changed
  app.session.subscribe((next, prev) => {
    if (!fillingShell && !next.session !== !prev.session) noteSessionChange();
  });
  reloadWhenRestoredStale(() => !!app.session.getState().session || !!shellSession);
  // player protection: a break, a self-exclusion or a log-out in another tab of this browser
  onSessionEndElsewhere((reason) => endSession(reason === 'excluded' ? 'protection.session.excluded' : 'protection.session.gone', false));
  const tree = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} app={app}>
        <Hydrated onHydrated={afterHydration}>
          <RouterProvider router={router} />
        </Hydrated>
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // the server rendered the page (always, but for the bench's client-rendered comparison build).
  // In a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (hydration was the page's blocking
  // time); a tap before it ends hydrates at once and is replayed by React.
  startTransition(() => {
    if (root.firstChild) hydrateRoot(root, tree, rootErrorOptions);
    else createRoot(root, rootErrorOptions).render(tree);
  });
}

// before anything else runs: an error from here on reaches /client-errors
captureErrors();
void start();
