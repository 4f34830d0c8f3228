import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import './styles/app.css';
import { centreFromUrl } from '../shared/centre';
import { PORTAL_STATE_ID, type PortalState } from './app/portal-state';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/routes';
import { createBrowserApi } from './lib/api-client';
import { createI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { createSessionStore } from './stores/session-store';
import { createUiStore } from './stores/ui-store';

async function start() {
  const state = JSON.parse(document.getElementById(PORTAL_STATE_ID)!.textContent!) as PortalState;
  const queryClient = createQueryClient(false);
  hydrate(queryClient, state.queries);
  // player protection (issue 14): whichever call learns that the session time limit ended the
  // session, the player is logged out here and told so
  let sessionLimitReached = () => {};
  const api = createBrowserApi((failure) => {
    if (failure.code === 'SESSION_LIMIT_REACHED') sessionLimitReached();
  });
  const i18n = createI18n(state.lang, state.translation, state.translationComplete);
  const routes = createRoutes({ api, queryClient, lang: state.lang });

  // Load the matched pages' code before hydrating, so the first render matches the server's.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  const { queries: _q, translation: _t, translationComplete: _c, session, ...portal } = state;
  const app = { api, portal, ui: createUiStore({ centre: centreFromUrl(window.location.search, session) }), session: createSessionStore(session) };
  sessionLimitReached = () => {
    app.session.getState().setSession(null);
    queryClient.removeQueries({ queryKey: ['member'] });
    app.ui.getState().openCentre(null);
    app.ui.getState().showWarning({ messageKey: 'protection.session.ended' });
  };
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} app={app}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  registerServiceWorker(state.lang);
}

void start();
