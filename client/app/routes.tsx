import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { onlyCentreChanged } from '@shared/centre';
import { PAGE_ROUTES, type PageRoute } from '@shared/routes';
import { bannersQuery } from '../features/content/api/get-banners';
import { vendorsQuery } from '../lib/vendors';
import { AppLayout } from '../layout/app-layout';
import { NotFound } from '../layout/not-found';
import { RouteError } from '../layout/route-error';
import type { ApiClient } from '../lib/api-client';
import { whitelabelQuery } from '../lib/whitelabel';
import type { PageDataContext } from './page-data';
import { loadRouteModule, routeModule } from './route-modules';

export interface RouteDeps {
  api: ApiClient;
  queryClient: QueryClient;
  /** the page's language (help centre topics are per language) */
  lang?: string;
}

/** What a matched route tells the layout and the worker. */
export interface RouteHandle {
  page?: PageRoute;
  module?: string;
}

/** The page module of a route id: the eight lobbies share one. */
const moduleOf = (page: PageRoute) => (page.category ? 'lobby' : page.id);

/** The source file of a page's module, which the worker preloads with the page. */
export const pageModuleFile = (page: PageRoute) => routeModule(moduleOf(page)).file;

/** The source files the worker preloads for a page: its module and what starts its data. */
export const pageModuleFiles = (page: PageRoute) => {
  const entry = routeModule(moduleOf(page));
  return entry.data ? [entry.file, entry.data.file] : [entry.file];
};

/** Loads what starts the data of the routes matched (before hydrating: the router's first loaders then find it in place). */
export const loadPageData = (pages: (PageRoute | undefined)[]) =>
  Promise.all(pages.map((page) => (page ? routeModule(moduleOf(page)).data?.load() : undefined)));

/**
 * The route tree, made per request on the server (loaders fill that request's
 * QueryClient) and once in the browser. Loaders return nothing themselves: the data
 * lives in the query cache, which the page carries to the browser dehydrated.
 */
export function createRoutes({ api, queryClient, lang = '' }: RouteDeps): RouteObject[] {
  const pageLoader =
    (page: PageRoute) =>
    async ({ request }: LoaderFunctionArgs) => {
      const ctx: PageDataContext = { page, url: new URL(request.url), api, queryClient, lang };
      // every page's banner strip, then the page's own data (client/routes/<page>.data.ts)
      const banners = page.bannerGroup ? [queryClient.ensureQueryData(bannersQuery(api, page.bannerGroup))] : [];
      const data = routeModule(moduleOf(page)).data;
      const jobs = data ? data.load().then((start) => Promise.all(start(ctx))) : null;
      await Promise.all([...banners, jobs]);
      return null;
    };

  const children: RouteObject[] = PAGE_ROUTES.flatMap((page) => {
    const name = moduleOf(page);
    const handle: RouteHandle = { page, module: pageModuleFile(page) };
    return page.paths.map((path, i): RouteObject => {
      const common = {
        id: i === 0 ? page.id : `${page.id}-${i}`,
        handle,
        loader: pageLoader(page),
        lazy: () => loadRouteModule(name),
        ErrorBoundary: RouteError,
        // opening, moving in or closing a centre (?centre=) leaves the page's data alone
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: { currentUrl: URL; nextUrl: URL; defaultShouldRevalidate: boolean }) =>
          onlyCentreChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate,
      };
      return path === '/' ? { ...common, index: true } : { ...common, path: path.slice(1) };
    });
  });

  return [
    {
      id: 'root',
      path: '/',
      Component: AppLayout,
      ErrorBoundary: RouteError,
      loader: async () => {
        // The layout renders without these (and says so); a page's own data decides its error.
        await Promise.allSettled([queryClient.ensureQueryData(whitelabelQuery(api)), queryClient.ensureQueryData(vendorsQuery(api))]);
        return null;
      },
      shouldRevalidate: () => false,
      children: [...children, { id: 'not-found', path: '*', Component: NotFound, handle: {} satisfies RouteHandle }],
    },
  ];
}
