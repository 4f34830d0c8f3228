import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { lobbyListCategory, parseLobbyQuery } from '../../shared/lobby-query';
import { PAGE_ROUTES, type PageRoute } from '../../shared/routes';
import { registerSettingsQuery } from '../features/auth/api/get-register-settings';
import { countriesQuery } from '../features/auth/api/register-calls';
import { bannersQuery } from '../features/content/api/get-banners';
import { helpCenterQuery } from '../features/content/api/get-help-center';
import { noticesQuery } from '../features/content/api/get-notices';
import { winnersQuery } from '../features/content/api/get-winners';
import { whitelabelQuery } from '../features/content/api/get-whitelabel';
import { gameListQuery } from '../features/games/api/get-game-list';
import { popularGamesQuery } from '../features/games/api/get-popular-games';
import { vendorLanesQuery } from '../features/games/api/get-vendor-lanes';
import { playLoaderJobs } from '../features/games/api/play-loader';
import { vendorsQuery } from '../features/games/api/get-vendors';
import { pointItemsQuery } from '../features/points/api/points';
import { promotionDetailQuery, promotionIdParam } from '../features/promotions/api/get-promotion-detail';
import { categoryParam, promotionsQuery } from '../features/promotions/api/get-promotions';
import { AppLayout } from '../layout/app-layout';
import { NotFound } from '../layout/not-found';
import { RouteError } from '../layout/route-error';
import { ApiError, type ApiClient } from '../lib/api-client';
import { loadRouteModule, ROUTE_MODULES } from './route-modules';

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
export const pageModuleFile = (page: PageRoute) => ROUTE_MODULES[moduleOf(page)].file;

/**
 * The route tree, made per request on the server (loaders fill that request's
 * QueryClient) and once in the browser. Loaders return nothing themselves: the data
 * lives in the query cache, which the page carries to the browser dehydrated.
 */
export function createRoutes({ api, queryClient, lang = '' }: RouteDeps): RouteObject[] {
  const pageLoader = (page: PageRoute) => async ({ request }: LoaderFunctionArgs) => {
    const jobs: Promise<unknown>[] = playLoaderJobs(page, new URL(request.url), api, queryClient);
    const search = new URL(request.url).searchParams;
    if (page.id === 'promotions') jobs.push(queryClient.ensureQueryData(promotionsQuery(api, categoryParam(search.get('type')))));
    if (page.id === 'register') jobs.push(queryClient.ensureQueryData(promotionsQuery(api, 'new_player')).catch(() => null));
    if (page.id === 'pointMall') jobs.push(queryClient.ensureQueryData(pointItemsQuery(api)));
    if (page.id === 'promoDetail') {
      const id = promotionIdParam(search.get('id'));
      if (id === null) throw new Response(null, { status: 404 });
      jobs.push(
        queryClient.ensureQueryData(promotionDetailQuery(api, id)).catch((error: unknown) => {
          throw error instanceof ApiError && error.code === 'PROMOTION_NOT_FOUND' ? new Response(null, { status: 404 }) : error;
        }),
      );
    }
    if (page.bannerGroup) jobs.push(queryClient.ensureQueryData(bannersQuery(api, page.bannerGroup)));
    if (page.category) {
      jobs.push(queryClient.ensureQueryData(vendorLanesQuery(api, page.category)));
      // the lobby's list as its URL says (filters and page), so a reload shows the same list
      const query = parseLobbyQuery(new URL(request.url).searchParams);
      const category = page.category;
      jobs.push(
        (async () => {
          // /elott lists LOTT games for a LOTT vendor; the vendors are the root loader's (cached) query
          const groups = category === 'ELOTT' && query.vendor ? await queryClient.ensureQueryData(vendorsQuery(api)).catch(() => []) : [];
          const lott = groups.find((g) => g.gameCategory === 'LOTT')?.vendors.map((v) => v.vassalage) ?? [];
          await queryClient.ensureQueryData(gameListQuery(api, lobbyListCategory(category, query, lott), query));
        })(),
      );
    }
    if (page.id === 'home') {
      jobs.push(queryClient.ensureQueryData(noticesQuery(api)));
      // popular games are a part of home, not a reason to fail it: the section says so itself
      jobs.push(queryClient.ensureQueryData(popularGamesQuery(api)).catch(() => undefined));
      jobs.push(queryClient.ensureQueryData(winnersQuery(api)).catch(() => undefined));
    }
    if (page.id === 'help' || page.id === 'helpmc') jobs.push(queryClient.ensureQueryData(helpCenterQuery(api, lang)).catch(() => undefined));
    if (page.id === 'register') {
      jobs.push(queryClient.ensureQueryData(registerSettingsQuery(api)));
      // the dialling codes are not worth failing the page for: the form fetches them again
      jobs.push(queryClient.ensureQueryData(countriesQuery(api)).catch(() => undefined));
    }
    await Promise.all(jobs);
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
        await Promise.allSettled([
          queryClient.ensureQueryData(whitelabelQuery(api)),
          queryClient.ensureQueryData(vendorsQuery(api)),
        ]);
        return null;
      },
      shouldRevalidate: () => false,
      children: [...children, { id: 'not-found', path: '*', Component: NotFound, handle: {} satisfies RouteHandle }],
    },
  ];
}
