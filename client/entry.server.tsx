import { dehydrate } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server.edge';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { centreFromUrl } from '../shared/centre';
import type { Language } from '../shared/constants';
import type { Whitelabel } from '../shared/api';
import { coreTranslation, type Translation, usedTranslation } from '../shared/translation-split';
import { findPageRoute, shouldGuardLogin } from '../shared/routes';
import type { CallFailure, PortalState, PublicSession } from '../shared/portal-state';
import { loadMemberData, memberPageQueries } from './app/member-data';
import { renderedQueries } from './app/page-queries';
import { AppProviders, createQueryClient } from './app/providers';
import { ROUTE_MODULES } from './app/route-modules';
import { createRoutes, pageModuleFiles } from './app/routes';
import { ACCOUNT_DIALOGS_MODULE } from './features/auth/components/auth-modals';
import { FREE_PLAY_MODULE } from './features/auth/free-play-chunk';
import { loadCentre } from './layout/centre-modals';
import { CENTRE_MODULE_FILES, centreModuleFiles } from './layout/open-centre';
import { loadMemberHeader, MEMBER_HEADER_MODULE } from './layout/member-header-slot';
import { type ApiClient, ApiFailure, type Query } from './lib/api-client';
import { createI18n } from './lib/i18n';
import { preloadSections } from './lib/deferred-section';
import { whitelabelQuery } from './lib/whitelabel';
import { createSessionStore } from './stores/session-store';
import { createUiStore } from './stores/ui-store';

/** The maintenance, region and invalid-domain screens the worker renders without the app (worker/pages/status-page.tsx). */
export { CONTACT_ID, type StatusKind, StatusView } from './features/status/status-view';

/**
 * What a visitor's page has the browser fetch ahead (at its lowest priority, run by nothing
 * until wanted): the account dialogs, the chunk a visitor's first click most often wants, and
 * the member header's parts a login, free play or a registration shows next, and free play's
 * call, so a tap on it waits for no code.
 */
export const VISITOR_PREFETCH = [ACCOUNT_DIALOGS_MODULE, MEMBER_HEADER_MODULE, FREE_PLAY_MODULE];

/** Every source file the worker may look up in the client build's manifest (it checks them all when it starts). */
export const CLIENT_MODULE_FILES = [
  ...new Set([
    ...Object.values(ROUTE_MODULES).flatMap((route) => (route.data ? [route.file, route.data.file] : [route.file])),
    ...CENTRE_MODULE_FILES,
    ...VISITOR_PREFETCH,
  ]),
];

/** What the worker knows of a page request: everything else is the app's own business. */
export interface ServerRenderInput {
  request: Request;
  /** the server's ApiClient (straight to the upstream: public reads through the edge cache, a member's own with their session) */
  api: ApiClient;
  portal: Omit<PortalState, 'queries' | 'translation' | 'translationComplete' | 'session'>;
  translation: Translation;
  session: PublicSession | null;
  /** already read by the gate: seeded into the query cache */
  whitelabel?: Whitelabel;
  nonce: string;
  /** how long a member's page waits for their data (default MEMBER_DATA_BUDGET_MS) */
  memberDataBudgetMs?: number;
}

export type ServerRender =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      /** source files whose chunks the document preloads (the page's and an open centre's) */
      modules: string[];
      /** runs the loaders and streams the body; the state is complete once the stream has ended */
      render(onError: (error: unknown) => void): Promise<{ stream: ReadableStream<Uint8Array> & { allReady: Promise<void> }; state: () => PortalState }>;
    };

/**
 * The server side of the app in one call, so the worker knows nothing of its insides: the
 * login guard (shared/routes.ts), which code the page needs, the route loaders filling this
 * request's query cache, and the React stream with the state the browser hydrates from.
 */
export function prepareServerRender(input: ServerRenderInput): ServerRender {
  const url = new URL(input.request.url);
  const page = findPageRoute(url.pathname);
  const { portal, session, whitelabel } = input;
  if (shouldGuardLogin({ brandFlag: portal.brand.flags.LOGINGUARD, whitelabelGuard: whitelabel?.loginGuard, hasSession: !!session, pathname: url.pathname })) {
    return { kind: 'redirect', location: '/login' };
  }
  const centre = centreFromUrl(url.search, session);
  const modules = [
    ...(page ? pageModuleFiles(page) : []),
    ...(centre ? centreModuleFiles(centre) : []),
    // a member's header parts are their own chunk (a visitor's page never loads them)
    ...(session ? [MEMBER_HEADER_MODULE] : []),
  ];
  // a page without a centre open carries the strings its first render used (and those a
  // failure or a form's first error shows); the browser loads the rest once it has hydrated
  const translation = centre ? input.translation : coreTranslation(input.translation);
  const translationComplete = translation === input.translation;
  const usedKeys = new Set<string>();

  const render = async (onError: (error: unknown) => void) => {
    const queryClient = createQueryClient(true);
    // what the gateway refused the member's calls, for the browser to handle (PortalState.failures)
    const failures = new Map<string, CallFailure>();
    const api: ApiClient = {
      ...input.api,
      get: (path, query?: Query) =>
        input.api.get(path, query).catch((error: unknown): never => {
          if (error instanceof ApiFailure && !failures.has(error.code)) failures.set(error.code, { code: error.code, value: error.value, url: path });
          throw error;
        }),
    };
    // the member's own data (the header's, an open centre's first screen) loads beside the
    // route loaders, through the proxy's path with their session, for at most its budget
    const memberData = session && loadMemberData(queryClient, memberPageQueries({ api, session, centre, portal, whitelabel }), input.memberDataBudgetMs);
    // rendered in the same pass as the rest of the page, not streamed in after a fallback (a
    // centre whose code fails to load here still renders through its lazy boundary)
    await Promise.all([session && loadMemberHeader(), centre && loadCentre(centre).catch(() => undefined)]);
    if (whitelabel) queryClient.setQueryData<Whitelabel>(whitelabelQuery(api).queryKey, whitelabel);
    const lang: Language = portal.lang;
    const handler = createStaticHandler(createRoutes({ api, queryClient, lang }));
    const context = await handler.query(input.request);
    if (context instanceof Response) throw context;
    // the deferred sections' code (the route modules above register theirs) is in before the
    // render, so each renders in place as in one piece: the browser hydrates them later
    await Promise.all([memberData, preloadSections()]);
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = { api, portal, ui: createUiStore({ centre }), session: createSessionStore(session), pageQueries: renderedQueries(queryClient) };
    const stream = await renderToReadableStream(
      <AppProviders
        queryClient={queryClient}
        i18n={createI18n(lang, translation, translationComplete, translationComplete ? undefined : (key) => usedKeys.add(key))}
        app={app}
      >
        <StaticRouterProvider router={router} context={context} nonce={input.nonce} />
      </AppProviders>,
      // every boundary complete by the time it flushes goes out in place, in document order. React
      // otherwise outlines one past its chunk size (12.8 KB: an open centre, the side menu, the
      // footer, the tab bar, home's boards) after the main content, hidden until its inline script
      // reveals it, batched to a frame: a page without script never showed them, and with script
      // they came in up to 300 ms after the rest. A boundary still waiting for data streams in later as before.
      { onError, nonce: input.nonce, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const state = (): PortalState => ({
      ...portal,
      session,
      translation: translationComplete ? translation : usedTranslation(translation, usedKeys),
      translationComplete,
      queries: dehydrate(queryClient),
      ...(failures.size > 0 && { failures: [...failures.values()] }),
    });
    return { stream, state };
  };
  return { kind: 'page', status: page ? 200 : 404, modules, render };
}
