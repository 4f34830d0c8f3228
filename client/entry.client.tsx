import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import './styles/app.css';
import { centreFromUrl } from '../shared/centre';
import { MEMBER_SHELL_ID, PORTAL_STATE_ID, type PortalState, type PublicSession } from './app/portal-state';
import type { Exclusion } from '../shared/api/protection';
import { hydratePageQueries } from './app/page-queries';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/routes';
import { loadCentre } from './layout/centre-modals';
import { loadMemberHeader } from './layout/member-header-slot';
import { importWithRetry } from './lib/import-with-retry';
import { type ApiFailure, createBrowserApi } from './lib/api-client';
import { noteSessionChange, reloadWhenRestoredStale } from './lib/back-forward';
import { whenIdle } from './lib/when-idle';
import { createI18n } from './lib/i18n';
import { completeTranslation, missingKey } from './lib/load-translation';
import { LOGOUT_PATH } from './lib/member';
import { announceSessionEnd, excludedHere, onSessionEndElsewhere, rememberExclusion } from './lib/session-ended';
import { registerServiceWorker } from './lib/service-worker';
import { createSessionStore } from './stores/session-store';
import { createUiStore } from './stores/ui-store';
import { memberKeys } from '@client/lib/query-keys';

/**
 * Once the first render is committed: the rest of the language starts loading, a member's
 * page served from a visitor's cached page (MEMBER_SHELL_ID, worker/ssr/page-cache.ts) gets
 * its session, having hydrated the visitor's render as it was; then the document is marked
 * (tests wait for it, and app.css shows the header's visitor buttons a member shell hid).
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    onHydrated();
    document.documentElement.dataset.hydrated = '';
  }, [onHydrated]);
  // a wrapper with one child, not a sibling: a sibling the server's tree does not have would
  // shift every useId below it, and hydration keeps the server's ids in the DOM
  return children;
}

/** The session of a member whose page is a visitor's cached page, or null. */
function memberShellSession(): PublicSession | null {
  const island = document.getElementById(MEMBER_SHELL_ID);
  return island?.textContent ? (JSON.parse(island.textContent) as PublicSession) : null;
}

async function start() {
  const state = JSON.parse(document.getElementById(PORTAL_STATE_ID)!.textContent!) as PortalState;
  const queryClient = createQueryClient(false);
  const pageQueries = hydratePageQueries(queryClient, state);
  // player protection: whichever call learns that the session time limit ended the
  // session, the player is logged out here and told so
  let sessionEnded = (_messageKey: string, _clearCookie: boolean) => {};
  const onFailure = (failure: Pick<ApiFailure<unknown>, 'code' | 'value'>, url: string) => {
    if (failure.code === 'SESSION_LIMIT_REACHED') sessionEnded('protection.session.ended', false);
    // the session ended elsewhere (a break or password change on another device): log out here too
    else if (failure.code === 'NOT_LOGGED_IN' && url !== LOGOUT_PATH) sessionEnded('protection.session.gone', true);
    // a login refused by a break or self-exclusion: this browser remembers until when, so the page
    // offers no way around it meanwhile (free play, social login) and shows no marketing
    else if (failure.code === 'SELF_EXCLUDED') {
      const until = (failure.value as Exclusion | null)?.until;
      if (until) rememberExclusion(until);
    }
  };
  const api = createBrowserApi(onFailure);
  // a page carries the strings its first render used: the rest of the language loads once the
  // page has hydrated, or as soon as anything asks for a string it does not have
  const i18n = createI18n(state.lang, state.translation, state.translationComplete, undefined, () => missingKey(i18n));
  const routes = createRoutes({ api, queryClient, lang: state.lang });

  // Load the matched pages' code (and a member's header parts, and an open centre's frame and
  // page) before hydrating, so the first render matches the server's. A member's page served
  // from a visitor's gets its session after hydration: its header parts load meanwhile.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  const shellSession = memberShellSession();
  if (shellSession) void loadMemberHeader().catch(() => undefined);
  const centre = centreFromUrl(window.location.search, state.session);
  await Promise.all([
    ...lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
    state.session ? loadMemberHeader().catch(() => undefined) : null,
    // a centre hydrates with the page around it, not as lazy boundaries of its own: its dialog
    // opens (Modal's effect) only once its page can take a tap (a tap on a boundary still
    // waiting for its chunk is dropped by React, and a typed value never reaches the form's state)
    centre ? loadCentre(centre).catch(() => undefined) : null,
  ]);
  const router = createBrowserRouter(routes);
  const { queries: _q, translation: _t, translationComplete: _c, session, failures: _f, ...portal } = state;
  const app = { api, portal, ui: createUiStore({ centre }), session: createSessionStore(session), pageQueries };
  sessionEnded = (messageKey, clearCookie) => {
    if (!app.session.getState().session) return;
    app.session.getState().setSession(null);
    queryClient.removeQueries({ queryKey: memberKeys.all });
    app.ui.getState().openCentre(null);
    app.ui.getState().showWarning({ messageKey: excludedHere() ? 'protection.session.excluded' : messageKey });
    // the worker's cookie goes too (whatever the gateway answers), so a reload is a visitor's page
    if (clearCookie) void fetch(LOGOUT_PATH, { method: 'DELETE', headers: { accept: 'application/json' } }).catch(() => undefined);
    // nothing personal stays on screen: a game or the lottery's betting page goes home
    if (/^\/(game|seamless|lottery|vnlottery)\b/.test(window.location.pathname)) void router.navigate('/');
  };
  let fillingShell = false;
  let hydrated = false;
  const afterHydration = () => {
    hydrated = true;
    // what the gateway refused the server render's calls for this member (PortalState.failures)
    for (const failure of state.failures ?? []) onFailure(failure, failure.url);
    // the rest of the language (dialogs, errors): when hydration's long tasks are over
    whenIdle(() => void completeTranslation(i18n));
    whenIdle(followLive);
    if (!shellSession || app.session.getState().session) return;
    fillingShell = true;
    app.session.getState().setSession(shellSession);
    fillingShell = false;
  };
  // the back/forward cache may show this page again later: not with a session that has changed
  app.session.subscribe((next, prev) => {
    if (!fillingShell && !next.session !== !prev.session) noteSessionChange();
  });
  reloadWhenRestoredStale(() => !!app.session.getState().session || !!shellSession);
  // the live channel (client/lib/live/): a member's page follows what changes for them without
  // a reload. Its code loads once the page is idle after hydration, so the first load pays nothing.
  let liveRun = 0;
  let liveUser: string | undefined;
  let stopLive = () => {};
  const followLive = () => {
    const username = app.session.getState().session?.username;
    if (username === liveUser) return;
    liveUser = username;
    stopLive();
    stopLive = () => {};
    const run = ++liveRun;
    if (!username) return;
    void importWithRetry(() => import('./lib/live/start-live')).then(
      ({ startLive }) => {
        if (run !== liveRun) return;
        stopLive = startLive({
          queryClient,
          username,
          onBreak: (until) => {
            // known here already (taken in this browser, or another tab heard first): that tab
            // tells the others through the BroadcastChannel, which logs this one out too
            if (excludedHere()) return;
            if (until) rememberExclusion(until);
            sessionEnded('protection.session.excluded', true);
            // the first tab to hear tells the rest: a tab whose own event comes a moment later
            // finds the exclusion remembered and leaves it to this message
            announceSessionEnd('excluded', until ?? undefined);
          },
        });
      },
      () => undefined,
    );
  };
  app.session.subscribe((next, prev) => {
    if (hydrated && next.session?.username !== prev.session?.username) followLive();
  });
  // player protection: a break, a self-exclusion or a log-out in another tab of this browser
  onSessionEndElsewhere((reason) => sessionEnded(reason === 'excluded' ? 'protection.session.excluded' : 'protection.session.gone', false));
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
    if (root.firstChild) hydrateRoot(root, tree);
    else createRoot(root).render(tree);
  });
  registerServiceWorker(state.lang);
}

void start();
