import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import type { GameCard, GameLane } from '@shared/api';
import { lobbyHref, lobbyListCategory, parseLobbyQuery, type LobbyQuery } from '@shared/lobby-query';
import { vendorsOf } from '@shared/vendors';
import { useApp } from '../app/app-context';
import { useActionCheck } from '../lib/use-action-check';
import { gameListQuery } from '../features/games/api/get-game-list';
import { vendorLanesQuery } from '../features/games/api/get-vendor-lanes';
import { FavouriteError, FavouritesLane } from '../features/games/components/favourites-lane';
import { GameListFilters, type FilterChoices } from '../features/games/components/game-list-filters';
import { Pagination } from '../features/games/components/pagination';
import { FavouritesProvider } from '../features/games/hooks/use-favourites';
import { QueryError } from '../components/ui/query-state';
import { useCurrentPage, useLayoutData } from '../layout/use-layout-data';
import { deferredSection } from '../lib/deferred-section';

/**
 * The lanes and the list hydrate after the page, each in its own short tasks (a lobby's first
 * load holds some 70 cards): the lanes as soon as the page has, the list (far below the fold)
 * when the player scrolls near it. A tap on a card before that is held and given again.
 */
const VendorLanes = deferredSection(() => import('../features/games/components/vendor-lanes').then((m) => m.VendorLanes), 'near', '.lanes');
const GameGrid = deferredSection(() => import('../features/games/components/game-grid').then((m) => m.GameGrid), 'near', '.game-list > .card-grid');

/**
 * Ascending, numbers by value and the vendors' classify codes by code unit: not localeCompare,
 * whose first call loads the browser's collation data during hydration, and whose
 * order could differ between the worker's ICU and the browser's.
 */
const sortedUnique = <T extends string | number>(values: T[]) =>
  [...new Set(values)].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));

/** Choices of the list filters, from the lobby's vendors and the games its lanes show. */
function filterChoices(vendors: FilterChoices['vendors'], lanes: GameLane[]): FilterChoices {
  const games: GameCard[] = lanes.flatMap((lane) => lane.cards).filter((c) => c.isGame === 'GAME');
  return {
    vendors,
    classify: sortedUnique(games.map((g) => g.gameClassify)),
    minBet: sortedUnique(games.map((g) => g.minBet)),
    minLineNum: sortedUnique(games.map((g) => g.minLineNum)),
  };
}

/** Filters other than the vendor: with any of them, or past page 1, the lanes make way for the list. */
const narrowed = (q: LobbyQuery) => q.page > 1 || q.hot || !!q.name || !!q.classify || q.minBet !== undefined || q.minLineNum !== undefined;

/**
 * /rng /live /fish /pvp /sports /esports /inhouse /elott: the member's favourites, the
 * category's vendor lanes (narrowed to one vendor by ?vendor=, the side menu's vendor
 * items), and the game list with its filters and pages, all in the URL (shared/lobby-query.ts)
 * and loaded by the route loader, so the server renders the same list a reload shows.
 */
export default function LobbyPage() {
  const { t } = useTranslation();
  const { api } = useApp();
  const category = useCurrentPage()!.category!;
  const { pathname, search } = useLocation();
  const query = parseLobbyQuery(new URLSearchParams(search));
  const check = useActionCheck();
  const { vendorGroups } = useLayoutData();
  const lanesQuery = useQuery(vendorLanesQuery(api, category));
  const lanes = lanesQuery.data ?? [];
  // /elott serves LOTT and ELOTT vendors alike (docs/product.md 2.1)
  const lottVendors = category === 'ELOTT' ? vendorsOf(vendorGroups, 'LOTT') : [];
  const vendors = [...lottVendors, ...vendorsOf(vendorGroups, category)];
  const listCategory = lobbyListCategory(
    category,
    query,
    lottVendors.map((v) => v.vassalage),
  );
  const list = useQuery(gameListQuery(api, listCategory, query));
  const shownLanes = narrowed(query) ? [] : query.vendor ? lanes.filter((lane) => lane.cards.some((c) => c.vassalage === query.vendor)) : lanes;
  const totalPages = list.data?.totalPages ?? 0;
  return (
    <FavouritesProvider check={check}>
      <div className="lobby">
        <h1 className="page-title">{t(`category.${category}`)}</h1>
        <GameListFilters pathname={pathname} query={query} choices={filterChoices(vendors, lanes)} />
        <FavouriteError />
        <FavouritesLane category={category} />
        {lanesQuery.isError && !narrowed(query) ? (
          <QueryError error={lanesQuery.error} onRetry={() => void lanesQuery.refetch()} />
        ) : (
          shownLanes.length > 0 && <VendorLanes lanes={shownLanes} />
        )}
        <section className="game-list" aria-labelledby="game-list-title" aria-busy={list.isFetching}>
          <h2 id="game-list-title" className="lane-title">
            {query.hot ? t('lobby.hotGames') : t('lobby.allGames')}
            {totalPages > 1 && <small className="list-page"> {t('lobby.pageOf', { page: Math.min(query.page, totalPages), total: totalPages })}</small>}
          </h2>
          {list.isError ? (
            <QueryError error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data && list.data.games.length > 0 ? (
            <GameGrid cards={list.data.games} />
          ) : list.data ? (
            <p className="empty">{t('lobby.noResults')}</p>
          ) : null}
          <Pagination page={query.page} totalPages={totalPages} href={(page) => lobbyHref(pathname, { ...query, page })} />
        </section>
      </div>
    </FavouritesProvider>
  );
}
