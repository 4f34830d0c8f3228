import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { CATEGORY_PAGE, categoryPage, POPULAR_GAMES_COUNT } from '@shared/constants';
import { useApp, useImageUrl } from '../app/app-context';
import { FallbackImage } from '../components/ui/fallback-image';
import { CardGridSkeleton } from '../components/ui/skeleton';
import { noticesQuery } from '../features/content/api/get-notices';
import { useActionCheck } from '../lib/use-action-check';
import { popularGamesQuery } from '../features/games/api/get-popular-games';
import { FavouriteError } from '../features/games/components/favourites-lane';
import { GameGrid } from '../features/games/components/game-grid';
import { FavouritesProvider } from '../features/games/hooks/use-favourites';
import { QueryError } from '../components/ui/query-state';
import { RecentGames } from '../features/games/components/recent-games';
import { PopupNotices } from '../features/content/components/popup-notices';
import { useLayoutData } from '../layout/use-layout-data';
import { deferredSection } from '../lib/deferred-section';

// below the fold: each hydrates from its own chunk when the player scrolls near it (client/lib/deferred-section.tsx)
const LatestNumbers = deferredSection(() => import('../features/games/components/latest-numbers').then((m) => m.LatestNumbers), 'near', '.home-lottery');
const WinnersBoard = deferredSection(() => import('../features/content/components/winners-board').then((m) => m.WinnersBoard), 'near', '.winners');

/** /: the notices, one tile per game category that has vendors, popular games (docs/product.md 2.1, 7.2), recent games, lottery numbers (once scrolled near), the winners board and the popup notices. */
export default function HomePage() {
  const { t } = useTranslation();
  const { api } = useApp();
  const image = useImageUrl();
  const notices = useQuery(noticesQuery(api));
  const popular = useQuery(popularGamesQuery(api));
  const check = useActionCheck();
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
      <LatestNumbers />
      <WinnersBoard currency={whitelabel?.currency ?? ''} />
      {notices.data && <PopupNotices popups={notices.data.popup} />}
    </div>
  );
}
