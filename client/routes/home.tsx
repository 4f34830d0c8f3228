import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { CATEGORY_PAGE, categoryPage, POPULAR_GAMES_COUNT } from '@shared/constants';
import { useApp, useImageUrl } from '../app/app-context';
import { FallbackImage } from '../components/ui/fallback-image';
import { BlockSkeleton, CardGridSkeleton } from '../components/ui/skeleton';
import { noticesQuery } from '../features/content/api/get-notices';
import { useActionCheck } from '../lib/use-action-check';
import { useNearViewport } from '../lib/use-near-viewport';
import { popularGamesQuery } from '../features/games/api/get-popular-games';
import { FavouriteError } from '../features/games/components/favourites-lane';
import { GameGrid } from '../features/games/components/game-grid';
import { FavouritesProvider } from '../features/games/hooks/use-favourites';
import { QueryError } from '../components/ui/query-state';
import { lotteryNumbersQuery } from '../features/games/api/get-lottery';
import { DrawTable } from '../features/games/components/lottery-parts';
import { RecentGames } from '../features/games/components/recent-games';
import { PopupNotices } from '../features/content/components/popup-notices';
import { WinnersBoard } from '../features/content/components/winners-board';
import { useLayoutData } from '../layout/use-layout-data';

/** /: the notices, one tile per game category that has vendors, popular games (docs/product.md 2.1, 7.2), recent games, lottery numbers (once scrolled near), the winners board and the popup notices. */
export default function HomePage() {
  const { t } = useTranslation();
  const { api } = useApp();
  const image = useImageUrl();
  const notices = useQuery(noticesQuery(api));
  const popular = useQuery(popularGamesQuery(api));
  const check = useActionCheck();
  // 100 numbers far below the fold: fetched and drawn when the player scrolls towards them
  const [lotteryRef, lotteryNear] = useNearViewport<HTMLElement>();
  const lottery = useQuery({ ...lotteryNumbersQuery(api), enabled: lotteryNear });
  const { vendorGroups, whitelabel } = useLayoutData();
  const categories = vendorGroups.filter((g) => g.vendors.length > 0 && CATEGORY_PAGE[g.gameCategory]);
  return (
    <div className="home">
      {notices.data && notices.data.player.length > 0 && (
        <section className="notice-bar" aria-label={t('home.notices')}>
          <p>{notices.data.player.join(' · ')}</p>
        </section>
      )}
      <h1 className="page-title">{t('home.title')}</h1>
      <ul className="category-tiles">
        {categories.map((group) => (
          <li key={group.gameCategory}>
            <Link to={categoryPage(group.gameCategory)} className="category-tile">
              <span className="category-name">{t(`category.${group.gameCategory}`)}</span>
              <span className="category-vendors">
                {group.vendors.slice(0, 4).map((v) => (
                  <FallbackImage key={v.vassalage} src={image(v.icon.COLOR)} alt={v.name} width={64} height={28} />
                ))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <FavouritesProvider check={check}>
        <section className="lane popular-games" aria-labelledby="popular-title">
          <h2 id="popular-title" className="lane-title">
            {t('lobby.popular')}
          </h2>
          <FavouriteError />
          {popular.isError ? (
            <QueryError error={popular.error} onRetry={() => void popular.refetch()} />
          ) : popular.data ? (
            <GameGrid cards={popular.data} />
          ) : (
            <CardGridSkeleton count={POPULAR_GAMES_COUNT} label={t('lobby.loading')} />
          )}
        </section>
      </FavouritesProvider>
      <RecentGames />
      <p className="home-gamecenter">
        <Link to="/gamecenter" className="btn btn-ghost">
          {t('play.gameCenter')}
        </Link>
      </p>
      <section className="home-lottery" ref={lotteryRef} aria-labelledby="home-lottery-title">
        <h2 id="home-lottery-title">{t('play.latestNumbers')}</h2>
        {lottery.isError ? (
          <QueryError error={lottery.error} onRetry={() => void lottery.refetch()} />
        ) : lottery.data ? (
          <DrawTable draws={lottery.data.list} caption={t('play.latestNumbers')} showGame />
        ) : (
          <BlockSkeleton label={t('lobby.loading')} className="lottery-skeleton" />
        )}
      </section>
      <WinnersBoard currency={whitelabel?.currency ?? ''} />
      {notices.data && <PopupNotices popups={notices.data.popup} />}
    </div>
  );
}
